/**
 * The page helpers of spec 000 §2.6–§2.12 and §9, booted together from index.ts: web actions
 * (before anchors, so an element with an action is not also followed as an anchor), the sticky
 * header, in-page anchors, the secondary navigation's current section, the skip list, links
 * to other sites and phone links.
 */
import * as actions from './actions.js'
import * as anchors from './anchors.js'
import * as externalLinks from './external-links.js'
import * as phoneLinks from './phone-links.js'
import * as secondaryNav from './secondary-nav.js'
import * as skipNav from './skip-nav.js'
import * as stickyHeader from './sticky-header.js'

export function init(): void {
  actions.init()
  stickyHeader.init()
  anchors.init()
  secondaryNav.init()
  skipNav.init()
  externalLinks.init()
  phoneLinks.init()
}
