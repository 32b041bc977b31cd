/**
 * The user lists (cart summary) in the header and in the responsive menu, frame parts
 * (src/server/frame.ts) refreshed through the include route after a cart change (spec 000 §7,
 * flag `updatedCart`, which marks the summary as just changed).
 */
import { common } from '../../i18n/common.js'
import { translator } from '../../i18n/index.js'
import type { FramePart } from '../../server/frame.js'
import { Container } from '../../ui/container.js'
import type { ContainerId } from '../../ui/containers.js'
import { Icon } from '../../ui/icon.js'
import type { FrameContext } from '../../ui/page-context.js'
import { paths } from '../../ui/paths.js'

/** The include route's flag saying the cart just changed. */
export const UPDATED_CART = 'updatedCart'

function UserLists({ id, ctx }: { id: ContainerId; ctx: FrameContext }) {
  const t = translator(common, ctx.lang)
  const updated = ctx.flags.has(UPDATED_CART)
  return (
    <Container id={id} className={updated ? 'user-lists user-lists--updated' : 'user-lists'}>
      <a className="header-button" href={paths.eshop(ctx.lang)}>
        <Icon name="cart" />
        <span>{t('cart')}</span>
      </a>
    </Container>
  )
}

export const userListsPart: FramePart = {
  id: 'userLists',
  slot: 'headerTools',
  order: 20,
  render: (ctx) => <UserLists id="userLists" ctx={ctx} />,
}

export const userListsRwdPart: FramePart = {
  id: 'userListsRwd',
  slot: 'mobileMenu',
  render: (ctx) => <UserLists id="userListsRwd" ctx={ctx} />,
}
