/**
 * The accessibility check of a draft's preview (ADR 098, issue 25: "a check runs on the preview
 * (axe) with its findings shown before publishing"). In the preview's banner: once the page has
 * loaded, it loads axe-core (a file of the build, fetched only here), runs every WCAG 2.0–2.2 A
 * and AA rule over the page but the banner, and lists what it found: the rule's help (axe's own
 * text, in English), how serious, how many elements and the first one's selector. The result is
 * announced politely and takes no focus: the editor is reading the page. Without script the banner
 * says the check needs it.
 */
import { useEffect, useState } from 'react'

export interface PreviewCheckTexts {
  running: string
  none: string
  /** `${count}` problems were found. */
  found: string
  failed: string
  noScript: string
  elements: string
  impact: Record<'minor' | 'moderate' | 'serious' | 'critical', string>
}

export interface PreviewCheckProps {
  lang: 'cs' | 'en'
  texts: PreviewCheckTexts
}

export interface Finding {
  id: string
  impact: keyof PreviewCheckTexts['impact'] | null
  help: string
  helpUrl: string
  count: number
  first: string
}

/** The rules' tags the site's own tests run (tests/e2e/support/a11y.ts). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

interface AxeLike {
  getRules(tags: string[]): Array<{ ruleId: string }>
  run(
    context: unknown,
    options: unknown,
  ): Promise<{ violations: Array<{ id: string; impact?: string | null; help: string; helpUrl: string; tags: string[]; nodes: Array<{ target: unknown[] }> }> }>
}

function loadAxe(src: string): Promise<AxeLike> {
  const present = (window as unknown as { axe?: AxeLike }).axe
  if (present) return Promise.resolve(present)
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.onload = () => {
      const axe = (window as unknown as { axe?: AxeLike }).axe
      if (axe) resolve(axe)
      else reject(new Error('axe did not load'))
    }
    script.onerror = () => reject(new Error('axe did not load'))
    document.head.append(script)
  })
}

/** Runs the check over the document but `exclude`; every WCAG A/AA rule, the experimental ones named. */
export async function checkPage(axeSrc: string, exclude: string): Promise<Finding[]> {
  const axe = await loadAxe(axeSrc)
  const rules = axe.getRules(WCAG_TAGS).map((r) => r.ruleId)
  const { violations } = await axe.run({ exclude: [[exclude]] }, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] })
  return violations
    .filter((v) => v.tags.some((t) => WCAG_TAGS.includes(t)))
    .map((v) => ({
      id: v.id,
      impact: v.impact === 'minor' || v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical' ? v.impact : null,
      help: v.help,
      helpUrl: v.helpUrl,
      count: v.nodes.length,
      first: String(v.nodes[0]?.target.join(' ') ?? ''),
    }))
}

type State = { kind: 'server' } | { kind: 'running' } | { kind: 'done'; findings: Finding[] } | { kind: 'failed' }

export default function PreviewCheck({ lang, texts }: PreviewCheckProps) {
  const [state, setState] = useState<State>({ kind: 'server' })

  useEffect(() => {
    let live = true
    setState({ kind: 'running' })
    const run = async () => {
      try {
        const { default: axeSrc } = await import('../client/axe-url.js')
        const findings = await checkPage(axeSrc, '#adminPreviewBanner')
        if (live) setState({ kind: 'done', findings })
      } catch {
        if (live) setState({ kind: 'failed' })
      }
    }
    if (document.readyState === 'complete') void run()
    else window.addEventListener('load', () => void run(), { once: true })
    return () => {
      live = false
    }
  }, [])

  const summary =
    state.kind === 'server'
      ? texts.noScript
      : state.kind === 'running'
        ? texts.running
        : state.kind === 'failed'
          ? texts.failed
          : state.findings.length === 0
            ? texts.none
            : texts.found.replace('${count}', String(state.findings.length))
  return (
    <div className="preview-check" id="previewCheck" data-state={state.kind === 'done' ? (state.findings.length ? 'found' : 'none') : state.kind}>
      <p role="status" className="preview-check__summary">
        {summary}
      </p>
      {state.kind === 'done' && state.findings.length > 0 ? (
        <ul className="preview-check__findings">
          {state.findings.map((f) => (
            <li key={f.id} data-rule={f.id}>
              {f.impact ? <strong>{texts.impact[f.impact]}: </strong> : null}
              <span lang={lang === 'en' ? undefined : 'en'}>{f.help}</span> ({texts.elements.replace('${count}', String(f.count))}
              {f.first ? (
                <>
                  {', '}
                  <code>{f.first}</code>
                </>
              ) : null}
              ){' '}
              <a href={f.helpUrl} lang={lang === 'en' ? undefined : 'en'}>
                {f.id}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
