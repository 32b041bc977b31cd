/**
 * The demo upstream of the social feed (ADR 034): a profile in the upstream's JSON shape whose
 * posts show this site's own pictures (addresses relative to the fixture, so the server fetches
 * them from itself). Tests and the demo need no third party.
 */
import type { PictureMeta } from '../../ui/picture.js'
import { paths } from '../../ui/paths.js'

export const FIXTURE_PICTURES = ['news/uni/0', 'news/uni/1', 'news/uni/2', 'news/uni/3', 'news/uni/4', 'news/uni/5'] as const

/**
 * As a bilingual profile writes them: Czech first, the English part after its flag (ADR 034).
 * The third is English only and the fourth Czech only, so each page shows one of the four in the other language.
 */
const CAPTIONS = [
  'Den otevřených dveří: děkujeme všem, kdo přišli! #univerzita\n🇬🇧 Open day: thank you all for coming! #university',
  'Nová laboratoř fakulty přírodních věd je otevřená studentům.\n🇬🇧 The new laboratory of the Faculty of Science is open to students.',
  '🇬🇧 The campus in autumn, from above.',
  'Knihovna prodlužuje otevírací dobu ve zkouškovém období.',
  'Absolventi přebírají diplomy v aule.\n🇬🇧 Graduates receive their diplomas in the great hall.',
  'Sportovní den univerzity: výsledky najdete na webu.\n🇬🇧 University sports day: the results are on the website.',
]

export function fixtureProfile(pictures: Map<string, PictureMeta>) {
  const edges = FIXTURE_PICTURES.flatMap((key, i) => {
    const picture = pictures.get(key)
    if (!picture) return []
    return [
      {
        node: {
          shortcode: `QfDemo${i + 1}`,
          thumbnail_src: paths.mediaImage(picture, picture.widths[0]!, 'webp'),
          edge_media_to_caption: { edges: [{ node: { text: CAPTIONS[i]! } }] },
        },
      },
    ]
  })
  return { graphql: { user: { username: 'univerzita.qf', edge_owner_to_timeline_media: { count: edges.length, edges } } } }
}
