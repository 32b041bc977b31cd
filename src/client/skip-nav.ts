/**
 * The skip-navigation list (spec 000 §2.12). Its item leading to the side menu is shown only
 * while the page has one (a section menu or column links, id `sideMenu`): the server renders it
 * hidden otherwise, and this follows swaps that bring or take the menu. The first h1 that is
 * not the logo carries `mainContent`, the target of the first item: the server renders it so,
 * and a swap that replaced the h1 gets it back here.
 */
import { stableIds } from '../ui/containers.js'
import * as enhance from './enhance.js'

export function apply(): void {
  const item = document.getElementById(stableIds.skipSideMenu)
  if (item) item.hidden = !document.getElementById(stableIds.sideMenu)
  if (document.getElementById(stableIds.mainContent)) return
  const heading = [...document.querySelectorAll<HTMLElement>('h1')].find((h1) => !h1.closest('.logo'))
  if (!heading) return
  heading.id = stableIds.mainContent
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
}

export function init(): void {
  enhance.each(apply)
}
