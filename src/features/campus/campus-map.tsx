/**
 * The campus map (ADR 021): a schematic SVG plan of the town centre with the rectorate and the
 * faculty buildings, and their addresses as a numbered list. A document of its own, without the
 * site's frame, because it is shown in an iframe popup on the contacts page (and opened alone
 * without JavaScript). Everything is drawn with SVG presentation attributes: the page's
 * Content-Security-Policy allows no inline styles.
 */
import { campusMessages } from '../../i18n/campus.js'
import { translator, type Lang } from '../../i18n/index.js'

export interface Building {
  /** Short label drawn on the plan (`R`, a faculty code). */
  code: string
  name: string
  address: string
  /** Hex colour of the building (a faculty's identity colour). */
  color: string
}

/** Where the buildings stand on the 640 × 400 plan, in list order. */
const SPOTS = [
  { x: 270, y: 150 },
  { x: 420, y: 120 },
  { x: 90, y: 60 },
  { x: 470, y: 280 },
  { x: 110, y: 280 },
  { x: 300, y: 300 },
]

const STREET = { stroke: '#c4cec8', strokeWidth: 18, strokeLinecap: 'round' as const }

function Plan({ lang, buildings }: { lang: Lang; buildings: Building[] }) {
  const t = translator(campusMessages, lang)
  return (
    <svg viewBox="0 0 640 400" width="640" height="400" role="img" aria-labelledby="campusMapImageTitle">
      <title id="campusMapImageTitle">{t('mapImage')}</title>
      <rect width="640" height="400" fill="#f3f6f4" />
      <rect x="40" y="170" width="140" height="80" rx="12" fill="#cfe3d4" />
      <text x="110" y="215" textAnchor="middle" fontSize="14" fill="#1d5a3a">
        {t('park')}
      </text>
      <line x1="0" y1="120" x2="640" y2="120" {...STREET} />
      <line x1="0" y1="260" x2="640" y2="260" {...STREET} />
      <line x1="220" y1="0" x2="220" y2="400" {...STREET} />
      <line x1="400" y1="0" x2="400" y2="400" {...STREET} />
      <rect x="240" y="140" width="140" height="100" fill="#e4efe8" stroke="#1d5a3a" strokeDasharray="4 4" />
      <text x="310" y="232" textAnchor="middle" fontSize="12" fill="#1b1f1d">
        {t('square')}
      </text>
      {buildings.slice(0, SPOTS.length).map((b, i) => {
        const { x, y } = SPOTS[i]!
        return (
          <g key={b.code}>
            <rect x={x} y={y} width="80" height="50" rx="4" fill={b.color} stroke="#1b1f1d" />
            <text x={x + 40} y={y + 22} textAnchor="middle" fontSize="15" fontWeight="700" fill="#ffffff">
              {i + 1}
            </text>
            <text x={x + 40} y={y + 40} textAnchor="middle" fontSize="12" fill="#ffffff">
              {b.code}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

/** The whole document: heading, plan, the numbered list of buildings. */
export function CampusMapDocument({ lang, buildings }: { lang: Lang; buildings: Building[] }) {
  const t = translator(campusMessages, lang)
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{t('mapTitle')}</title>
      </head>
      <body>
        <main>
          <h1>{t('mapTitle')}</h1>
          <p>{t('mapIntro')}</p>
          <Plan lang={lang} buildings={buildings} />
          <ol>
            {buildings.slice(0, SPOTS.length).map((b) => (
              <li key={b.code}>
                <strong>{b.name}</strong>, {b.address}
              </li>
            ))}
          </ol>
        </main>
      </body>
    </html>
  )
}
