import type { FramePart } from '../../server/frame.js'
import { Container } from '../../ui/container.js'

/** The results box of the header search panel: empty until suggestions fill it. */
export const headerSearchResultsPart: FramePart = {
  id: 'headerSearchResults',
  slot: 'searchPanel',
  render: () => <Container id="headerSearchResults" className="header-search__results" />,
}
