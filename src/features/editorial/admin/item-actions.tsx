/**
 * An editorial item's buttons (ADR 059), the same for every kind (news, documents, pages): save a
 * draft, preview, submit for review (who does not publish), publish, unpublish (a live item), and
 * for a reviewer of a pending submission the comment and "return for changes". The form posts the
 * button pressed as `action`; the server checks each against the user's roles whatever is shown.
 */
import type { FormView } from '../../../forms/form.js'
import { editorialMessages } from '../../../i18n/editorial.js'
import { translator, type Lang } from '../../../i18n/index.js'
import { TextArea } from '../../../ui/form-field.js'

/** The buttons of an item's form. */
export const ITEM_ACTIONS = ['draft', 'preview', 'submit', 'publish', 'unpublish', 'return'] as const
export type ItemAction = (typeof ITEM_ACTIONS)[number]

export interface ItemActionPowers {
  update: boolean
  publish: boolean
  review: boolean
}

/**
 * The form's default button, first in it: Enter in a one-line field presses the first submit
 * button of its form, and a form holding the media picker would otherwise run a picture search
 * ("Hledat") instead of saving. Hidden from sight, the tab order and assistive technology: the
 * visible "Uložit koncept" stays the one people press.
 */
export function DefaultSave({ lang }: { lang: Lang }) {
  const t = translator(editorialMessages, lang)
  return (
    <button type="submit" name="action" value="draft" className="visually-hidden" tabIndex={-1} aria-hidden="true" data-default-save="">
      {t('saveDraft')}
    </button>
  )
}

export function ItemActions({ lang, form, powers, live, reviewPending, commentId }: { lang: Lang; form: FormView; powers: ItemActionPowers; live: boolean; reviewPending: boolean; commentId: string }) {
  const t = translator(editorialMessages, lang)
  return (
    <>
      <p className="admin-form__actions">
        {powers.update ? (
          <>
            <button type="submit" name="action" value="draft" className="button">
              {t('saveDraft')}
            </button>
            <button type="submit" name="action" value="preview" className="button" formTarget="_self">
              {t('preview')}
            </button>
            {!powers.publish ? (
              <button type="submit" name="action" value="submit" className="button">
                {t('submit')}
              </button>
            ) : null}
          </>
        ) : null}
        {powers.publish ? (
          <button type="submit" name="action" value="publish" className="button button--primary">
            {t('publish')}
          </button>
        ) : null}
        {powers.publish && live ? (
          <button type="submit" name="action" value="unpublish" className="button">
            {t('unpublish')}
          </button>
        ) : null}
      </p>
      {powers.review && reviewPending ? (
        <fieldset className="form__group admin-form__review">
          <legend>{t('reviewHeading')}</legend>
          <TextArea form={form} name="comment" id={commentId} label={t('comment')} rows={3} maxLength={2000} />
          <p className="admin-form__actions">
            <button type="submit" name="action" value="return" className="button">
              {t('returnForChanges')}
            </button>
          </p>
        </fieldset>
      ) : null}
    </>
  )
}
