/**
 * The shopping lists page (`/qf/cs/ucet/nakupni-seznamy`, `/qf/en/account/shopping-lists`) and
 * the list chooser an add shows when the user has several lists. The `shoppingLists` container
 * is an update container: its forms run as partial updates (removal and deletion after a
 * confirmation, ADR 021); without JavaScript each is a form post answered by this page.
 * Rendered per visitor, never stored (noindex).
 */
import { formatPrice, otherLang, translator, type Lang } from '../../i18n/index.js'
import { listsMessages, type ListsMessageKey } from '../../i18n/lists.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { MAX_LIST_NAME, type ListItem, type ShoppingList } from './lists.service.js'

export interface ListsNotice {
  kind: 'status' | 'error'
  text: string
}

/** Notices the page shows after a redirect (`?notice=`): a fixed list, nothing else is echoed. */
export const LIST_NOTICES = ['created', 'renamed', 'deleted', 'added', 'removed', 'moved', 'partlyMoved'] as const satisfies readonly ListsMessageKey[]
export type ListNotice = (typeof LIST_NOTICES)[number]
export const isListNotice = (value: unknown): value is ListNotice => LIST_NOTICES.includes(value as ListNotice)

export const LISTS_HEADING = 'mainContent'
export const listHeadingId = (id: number) => `shoppingList-${id}`
export const NEW_LIST_FIELD = 'newListName'

const itemLabel = (i: { name: string; size: string | null }) => (i.size ? `${i.name}, ${i.size}` : i.name)

export function listsPageModel(lang: Lang, lists: ShoppingList[], notice?: ListsNotice, status?: number): PageModel {
  const t = translator(listsMessages, lang)
  const region = () => <ListsRegion lang={lang} lists={lists} notice={notice} />
  return {
    title: t('title'),
    description: t('description'),
    alternate: paths.shoppingLists(otherLang(lang)),
    section: 'eshop',
    robots: 'noindex',
    status,
    breadcrumbs: { trail: [{ label: t('account'), href: paths.account(lang) }], current: t('title') },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content shopping-lists-page">
          <Breadcrumbs trail={[{ label: t('account'), href: paths.account(lang) }]} current={t('title')} />
          <PageHeading>{t('title')}</PageHeading>
          {region()}
        </Container>
      ),
      shoppingLists: region,
    },
  }
}

function ListsRegion({ lang, lists, notice }: { lang: Lang; lists: ShoppingList[]; notice?: ListsNotice }) {
  const t = translator(listsMessages, lang)
  return (
    <Container id="shoppingLists" className="shopping-lists">
      {notice ? (
        <p className={`shopping-lists__notice shopping-lists__notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} id="shoppingListsNotice">
          {notice.text}
        </p>
      ) : null}
      {lists.length === 0 ? <p className="shopping-lists__none">{t('none')}</p> : lists.map((l) => <ListView key={l.id} lang={lang} list={l} />)}
      <section className="shopping-lists__create" aria-labelledby="shoppingListCreateHeading">
        <h2 id="shoppingListCreateHeading">{t('createHeading')}</h2>
        <form method="post" action={paths.shoppingListCreate(lang)} className="shopping-lists__form" aria-labelledby="shoppingListCreateHeading">
          <label htmlFor={NEW_LIST_FIELD}>{t('name')}</label>{' '}
          <input id={NEW_LIST_FIELD} name="name" type="text" maxLength={MAX_LIST_NAME} required autoComplete="off" />{' '}
          <button type="submit" className="button">
            {t('create')}
          </button>
        </form>
      </section>
    </Container>
  )
}

function ListView({ lang, list }: { lang: Lang; list: ShoppingList }) {
  const t = translator(listsMessages, lang)
  const headingId = listHeadingId(list.id)
  return (
    <section className="shopping-list" data-list-id={list.id} aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {list.name}
      </h2>
      {list.items.length === 0 ? (
        <p className="shopping-list__empty">{t('emptyList')}</p>
      ) : (
        <table className="shopping-list__items">
          <caption className="visually-hidden">{list.name}</caption>
          <thead>
            <tr>
              <th scope="col">{t('product')}</th>
              <th scope="col">{t('price')}</th>
              <th scope="col">{t('quantity')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((i) => (
              <ItemRow key={i.variantId} lang={lang} listId={list.id} item={i} />
            ))}
          </tbody>
        </table>
      )}
      <div className="shopping-list__actions">
        {list.items.length > 0 ? (
          <form method="post" action={paths.shoppingList(lang, list.id, 'toCart')} aria-label={t('moveToCartOf', { name: list.name })}>
            <button type="submit" className="button" aria-label={t('moveToCartOf', { name: list.name })}>
              {t('moveToCart')}
            </button>
          </form>
        ) : null}
        <form method="post" action={paths.shoppingList(lang, list.id, 'rename')} className="shopping-list__rename" aria-label={t('renameOf', { name: list.name })}>
          <label htmlFor={`listName-${list.id}`}>{t('newName')}</label>
          <input id={`listName-${list.id}`} name="name" type="text" maxLength={MAX_LIST_NAME} required defaultValue={list.name} autoComplete="off" />{' '}
          <button type="submit" className="button button--secondary" aria-label={t('renameOf', { name: list.name })}>
            {t('rename')}
          </button>
        </form>
        <form method="post" action={paths.shoppingList(lang, list.id, 'delete')} aria-label={t('deleteOf', { name: list.name })}>
          <button
            type="submit"
            className="button button--secondary"
            aria-label={t('deleteOf', { name: list.name })}
            data-confirm={t('deleteConfirm', { name: list.name })}
            data-confirm-title={t('deleteTitle')}
          >
            {t('delete')}
          </button>
        </form>
      </div>
    </section>
  )
}

function ItemRow({ lang, listId, item }: { lang: Lang; listId: number; item: ListItem }) {
  const t = translator(listsMessages, lang)
  const label = itemLabel(item)
  return (
    <tr className="shopping-list__item" data-variant-id={item.variantId}>
      <th scope="row">
        <a href={paths.product(lang, item.categorySlugs[lang], item.slugs[lang])}>{item.name}</a>
        {item.size ? (
          <span className="shopping-list__size">
            {' '}
            {t('size')}: {item.size}
          </span>
        ) : null}
        {item.stock === 0 ? <span className="shopping-list__sold-out"> ({t('soldOut')})</span> : null}
      </th>
      <td>{formatPrice(lang, item.priceMinor)}</td>
      <td>{item.quantity}</td>
      <td>
        <form method="post" action={paths.shoppingList(lang, listId, 'remove')} aria-label={t('removeOf', { name: label })}>
          <input type="hidden" name="variant" value={item.variantId} />
          <button
            type="submit"
            className="button button--secondary"
            aria-label={t('removeOf', { name: label })}
            data-confirm={t('removeConfirm', { name: label })}
            data-confirm-title={t('removeTitle')}
          >
            {t('remove')}
          </button>
        </form>
      </td>
    </tr>
  )
}

/**
 * Which list a product goes on, for a user with several lists (and the page a guest comes back
 * to after logging in): a radio per list, the first checked.
 */
export function chooseListModel(lang: Lang, product: { variantId: number; name: string; size: string | null; quantity: number }, lists: { id: number; name: string }[], problem?: string, status?: number): PageModel {
  const t = translator(listsMessages, lang)
  const label = itemLabel(product)
  return {
    title: t('chooseTitle'),
    alternate: paths.shoppingListAdd(otherLang(lang), product.variantId, product.quantity),
    section: 'eshop',
    robots: 'noindex',
    status,
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content shopping-list-choose">
          <PageHeading>{t('chooseTitle')}</PageHeading>
          {problem ? (
            <p className="shopping-lists__notice shopping-lists__notice--error" role="alert">
              {problem}
            </p>
          ) : null}
          <form method="post" action={paths.shoppingListAdd(lang)} className="no-partial-update" aria-label={t('chooseTitle')}>
            <input type="hidden" name="variant" value={product.variantId} />
            <input type="hidden" name="quantity" value={product.quantity} />
            {lists.length > 0 ? (
              <fieldset>
                <legend>{t('chooseIntro', { name: label })}</legend>
                {lists.map((l, index) => (
                  <p key={l.id}>
                    <input type="radio" id={`chooseList-${l.id}`} name="list" value={l.id} defaultChecked={index === 0} /> <label htmlFor={`chooseList-${l.id}`}>{l.name}</label>
                  </p>
                ))}
              </fieldset>
            ) : (
              <p>{t('chooseIntro', { name: label })}</p>
            )}
            <button type="submit" className="button">
              {t('add')}
            </button>
          </form>
        </Container>
      ),
    },
  }
}

