/**
 * The category tree's administration pages (ADR 090): the tree as nested lists (the page tree's
 * look, ADR 063) with each category's products and its move up / down forms, which work without
 * JavaScript; the add form; a category's form with its delete form. Every act answers with a
 * notice that takes the focus (AdminNotice).
 */
import { formView, type FormState } from '../../../forms/form.js'
import { categoriesAdminMessages, type CategoriesAdminMessageKey } from '../../../i18n/categories-admin.js'
import { otherLang, translator, type Lang } from '../../../i18n/index.js'
import { AdminNotice, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { SelectField, TextArea, TextField } from '../../../ui/form-field.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { paths } from '../../../ui/paths.js'
import type { TreeNode } from '../category-tree.js'
import type { CategoryAdminRow, CategoryRecord } from './categories-admin.repository.js'
import { CategoryForm, MAX_CATEGORY_DESCRIPTION, MAX_CATEGORY_META, MAX_CATEGORY_NAME, MAX_CATEGORY_SLUG } from './categories-admin.schema.js'

export type CategoryFormState = FormState<typeof CategoryForm.schema, CategoriesAdminMessageKey>
type Node = TreeNode<CategoryAdminRow>

const treeTrail = (lang: Lang) => adminTrail(lang, { label: translator(categoriesAdminMessages, lang)('title'), href: paths.adminCategories(lang) })

function Category({ lang, node, first, last }: { lang: Lang; node: Node; first: boolean; last: boolean }) {
  const t = translator(categoriesAdminMessages, lang)
  const move = (direction: 'up' | 'down', disabled: boolean) => {
    const label = t(direction === 'up' ? 'moveUp' : 'moveDown', { what: node.name })
    return (
      <form method="post" action={paths.adminCategoryMove(lang, node.id)} className="admin-tree__order" aria-label={label}>
        <input type="hidden" name="direction" value={direction} />
        <button type="submit" className="button" disabled={disabled} aria-label={label}>
          {t(direction)}
        </button>
      </form>
    )
  }
  return (
    <li data-category-id={node.id} id={`category-${node.id}`}>
      <div className="admin-tree__row">
        <a href={paths.adminCategory(lang, node.id)}>{node.name}</a> <code>/{node.slugs[lang]}</code> <span>{t('products', { count: String(node.productCount) })}</span>
        {move('up', first)}
        {move('down', last)}
      </div>
      {node.children.length ? <Tree lang={lang} nodes={node.children} /> : null}
    </li>
  )
}

function Tree({ lang, nodes, id }: { lang: Lang; nodes: Node[]; id?: string }) {
  return (
    <ul className="admin-tree" id={id}>
      {nodes.map((n, i) => (
        <Category key={n.id} lang={lang} node={n} first={i === 0} last={i === nodes.length - 1} />
      ))}
    </ul>
  )
}

export function categoriesTreePageModel(lang: Lang, nav: AdminNavLink[], flat: Node[], notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(categoriesAdminMessages, lang)
  const roots = flat.filter((n) => n.depth === 0)
  return adminPageModel(lang, nav, {
    title: t('title'),
    trail: adminTrail(lang),
    alternate: paths.adminCategories(otherLang(lang)),
    status,
    className: 'admin-list',
    body: (
      <>
        <PageHeading>{t('title')}</PageHeading>
        <p>{t('intro')}</p>
        <AdminNotice notice={notice} />
        <p>
          <a className="button" href={paths.adminCategoryNew(lang)} id="categoryAdd">
            {t('add')}
          </a>
        </p>
        <h2>{t('tree')}</h2>
        {roots.length ? <Tree lang={lang} nodes={roots} id="categoryTree" /> : <p>{t('none')}</p>}
      </>
    ),
  })
}

/** The form's values for a category as stored. */
export const formOfCategory = (c: CategoryRecord): CategoryFormState => ({
  errors: {},
  echo: {
    nameCs: c.nameCs,
    nameEn: c.nameEn,
    slugCs: c.slugCs,
    slugEn: c.slugEn,
    parentId: c.parentId === null ? '' : String(c.parentId),
    descriptionCs: c.descriptionCs,
    descriptionEn: c.descriptionEn,
    metaDescriptionCs: c.metaDescriptionCs,
    metaDescriptionEn: c.metaDescriptionEn,
  },
})

/** The parents a category may take: every other category but those below it, indented by depth. */
function parentOptions(lang: Lang, flat: Node[], self?: number) {
  const t = translator(categoriesAdminMessages, lang)
  const below = new Set<number>()
  if (self !== undefined) for (const n of flat) if (n.id === self || (n.parentId !== null && below.has(n.parentId))) below.add(n.id)
  return [{ value: '', label: t('noParent') }, ...flat.filter((n) => !below.has(n.id)).map((n) => ({ value: String(n.id), label: `${'— '.repeat(n.depth)}${n.name}` }))]
}

function Fields({ lang, state, flat, self }: { lang: Lang; state: CategoryFormState; flat: Node[]; self?: number }) {
  const t = translator(categoriesAdminMessages, lang)
  const form = formView(CategoryForm, state, lang)
  return (
    <>
      <TextField form={form} name="nameCs" id="categoryNameCs" label={t('nameCs')} maxLength={MAX_CATEGORY_NAME} lang="cs" required />
      <TextField form={form} name="nameEn" id="categoryNameEn" label={t('nameEn')} maxLength={MAX_CATEGORY_NAME} lang="en" required />
      <TextField form={form} name="slugCs" id="categorySlugCs" label={t('slugCs')} hint={t('slugHint')} maxLength={MAX_CATEGORY_SLUG} required />
      <TextField form={form} name="slugEn" id="categorySlugEn" label={t('slugEn')} hint={t('slugHint')} maxLength={MAX_CATEGORY_SLUG} required />
      <SelectField form={form} name="parentId" id="categoryParentId" label={t('parentId')} options={parentOptions(lang, flat, self)} />
      <TextArea form={form} name="descriptionCs" id="categoryDescriptionCs" label={t('descriptionCs')} rows={4} maxLength={MAX_CATEGORY_DESCRIPTION} lang="cs" />
      <TextArea form={form} name="descriptionEn" id="categoryDescriptionEn" label={t('descriptionEn')} rows={4} maxLength={MAX_CATEGORY_DESCRIPTION} lang="en" />
      <TextArea form={form} name="metaDescriptionCs" id="categoryMetaCs" label={t('metaDescriptionCs')} hint={t('metaHint')} rows={2} maxLength={MAX_CATEGORY_META} lang="cs" />
      <TextArea form={form} name="metaDescriptionEn" id="categoryMetaEn" label={t('metaDescriptionEn')} hint={t('metaHint')} rows={2} maxLength={MAX_CATEGORY_META} lang="en" />
    </>
  )
}

export function newCategoryPageModel(lang: Lang, nav: AdminNavLink[], flat: Node[], state: CategoryFormState, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(categoriesAdminMessages, lang)
  return adminPageModel(lang, nav, {
    title: t('newTitle'),
    trail: treeTrail(lang),
    alternate: paths.adminCategoryNew(otherLang(lang)),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{t('newTitle')}</PageHeading>
        <AdminNotice notice={notice} />
        <form method="post" action={paths.adminCategoryNew(lang)} className="form admin-form" id="categoryNewForm" noValidate>
          <Fields lang={lang} state={state} flat={flat} />
          <p className="admin-form__actions">
            <button type="submit" className="button" id="categoryCreate">
              {t('add')}
            </button>
          </p>
        </form>
      </>
    ),
  })
}

export function categoryFormPageModel(lang: Lang, nav: AdminNavLink[], category: CategoryRecord, flat: Node[], state: CategoryFormState, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(categoriesAdminMessages, lang)
  const what = lang === 'cs' ? category.nameCs : category.nameEn
  const title = t('editTitle', { what })
  return adminPageModel(lang, nav, {
    title,
    trail: treeTrail(lang),
    alternate: paths.adminCategory(otherLang(lang), category.id),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        <p>
          <a href={paths.category(lang, lang === 'cs' ? category.slugCs : category.slugEn)}>{t('showInShop')}</a>
        </p>
        <form method="post" action={paths.adminCategory(lang, category.id)} className="form admin-form" id="categoryForm" noValidate>
          <Fields lang={lang} state={state} flat={flat} self={category.id} />
          <p className="admin-form__actions">
            <button type="submit" className="button" id="categorySave">
              {t('save')}
            </button>
          </p>
        </form>
        <section aria-labelledby="categoryDeleteHeading">
          <h2 id="categoryDeleteHeading">{t('deleteHeading')}</h2>
          <p>{t('deleteHint')}</p>
          <form method="post" action={paths.adminCategoryDelete(lang, category.id)} className="form admin-form" id="categoryDeleteForm">
            <p className="admin-form__actions">
              <button type="submit" className="button" id="categoryDelete" data-confirm={t('deleteConfirm', { what })}>
                {t('delete', { what })}
              </button>
            </p>
          </form>
        </section>
      </>
    ),
  })
}
