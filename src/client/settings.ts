/**
 * Partial-update settings (spec 000 §3): their names and types, read from data attributes with
 * the long prefix (`data-partial-update-scroll-offset`) or the short one (`data-pu-scroll-offset`;
 * it wins when both are there), merged with the JS API's objects. Pure: works on `dataset`.
 */
import { parseTargets } from '../shared/protocol.js'
import type { PartialUpdateError } from './messages.js'
import type { FormChanged } from './config.js'

export type HistoryMode = 'push' | 'replace' | false
export type Data = Record<string, string | number | boolean | (string | number)[]> | string

export interface Settings {
  /** Containers swapped with the answer. */
  target?: string[]
  /** Containers asked from the server (`X-PU-Target`); defaults to `target`. */
  requestTarget?: string[]
  url?: string
  /** HTTP method. */
  type?: string
  /** Extra data: a query string or a JSON object. */
  data?: Data
  /** `data` is merged into the form's fields (default) or replaces them. */
  dataMerge?: boolean
  /** DOM event types that trigger the element's update (`data-pu-event` is short for it); sent as `puEventName`. */
  eventName?: string[]
  alterHistory?: HistoryMode
  /** Sent as `puHistoryScope`. */
  historyScope?: string
  /** Sent as the `X-PU-Layout-Context` header. */
  layoutContext?: string
  /** Form fields left out, or the only ones sent. */
  omit?: string[]
  pick?: string[]
  scroll?: boolean
  scrollOffset?: number
  scrollDuration?: number
  /** Unmount the islands of a region before it is replaced (default true). */
  removeContainerWidgetData?: boolean
  formsChangesDetection?: boolean
  /** Sends `X-PU-Suppress-Redirect: 1`. */
  suppressRedirect?: boolean
  /** UI event names that refresh the element. */
  refreshEvent?: string[]
  processStateToken?: string
  /** Bypass the HTTP cache and refresh its entry. */
  clearCache?: boolean
  /** Name of a web action (`pu.connect`) run after a successful update. */
  command?: string
  timeout?: number
  /** `false` adds the empty cache-busting parameter `_` and skips the HTTP cache. */
  cache?: boolean
  persistFocus?: boolean
  headers?: Record<string, string>
  /** Send the enclosing form's fields. */
  collectFormData?: boolean
  /** Ask for all loaded pages of a pagination fragment in the target (see fragment.ts). Never on link clicks. */
  rememberPagination?: boolean
  /** Ours, not spec 000's: a selector of the list whose new items are appended to those shown (paging.ts). */
  append?: string
  /** JS API only. */
  onError?: (error: PartialUpdateError) => void
  onFormChanged?: (changed: FormChanged) => void
}

type Kind = 'list' | 'targets' | 'string' | 'bool' | 'number' | 'json' | 'data' | 'history'

const kinds = {
  target: 'targets',
  requestTarget: 'targets',
  url: 'string',
  type: 'string',
  data: 'data',
  dataMerge: 'bool',
  settings: 'json',
  eventName: 'list',
  alterHistory: 'history',
  historyScope: 'string',
  layoutContext: 'string',
  omit: 'list',
  pick: 'list',
  scroll: 'bool',
  scrollOffset: 'number',
  scrollDuration: 'number',
  removeContainerWidgetData: 'bool',
  formsChangesDetection: 'bool',
  suppressRedirect: 'bool',
  refreshEvent: 'list',
  processStateToken: 'string',
  clearCache: 'bool',
  command: 'string',
  timeout: 'number',
  cache: 'bool',
  persistFocus: 'bool',
  headers: 'json',
  collectFormData: 'bool',
  rememberPagination: 'bool',
  append: 'string',
} as const satisfies Record<string, Kind>

/** Every setting name of spec 000 §3, and `append` for list paging (spec 001 §4). */
export const SETTING_NAMES = Object.keys(kinds) as (keyof typeof kinds)[]

/** `data-pu-event` is accepted as a short name for `data-pu-event-name`. */
const ALIASES: Record<string, keyof typeof kinds> = { event: 'eventName' }

/** The two attribute prefixes of spec 000 §3 as `dataset` keys begin: short first, it wins. */
const PREFIXES = ['pu', 'partialUpdate'] as const

const cap = (name: string) => name[0]!.toUpperCase() + name.slice(1)
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** A selector of the elements carrying any of `names` (camelCase) with either prefix: `[data-pu-x],[data-partial-update-x]`. */
export const attrSelector = (...names: string[]) => names.flatMap((name) => PREFIXES.map((p) => `[data-${kebab(p + cap(name))}]`)).join(',')

/** An element's `dataset`, or a plain object standing for one in tests. */
export type Dataset = Record<string, string | undefined>

/** The `dataset` key of the first of `names` present, short prefix first; the short key of the first name when none is. */
export function datasetKey(dataset: Dataset, ...names: string[]): string {
  for (const prefix of PREFIXES) for (const name of names) if (dataset[prefix + cap(name)] !== undefined) return prefix + cap(name)
  return PREFIXES[0] + cap(names[0]!)
}

/** The value of the first of `names` (camelCase) an element's `dataset` has, with either prefix. */
export const datasetValue = (dataset: Dataset, ...names: string[]): string | undefined => dataset[datasetKey(dataset, ...names)]

/** Elements whose own data attributes (or ancestors') mark an update container. */
export const CONTAINER_SELECTOR = attrSelector('target')
/** Marks an area whose links and forms stay native (spec 000 §2.2). */
export const NONE_SELECTOR = `${attrSelector('none')},.no-partial-update`

/** A list in an attribute: separated by `+`, `,`, `|` or spaces. */
export const list = (value: string): string[] => parseTargets(value.replace(/[\s|]+/g, ','))

function parseValue(kind: Kind, raw: string): unknown {
  switch (kind) {
    case 'targets':
    case 'list':
      return list(raw)
    case 'string':
      return raw
    case 'bool':
      return raw !== 'false' && raw !== '0'
    case 'number': {
      const n = Number(raw)
      return raw.trim() !== '' && Number.isFinite(n) ? n : undefined
    }
    case 'history':
      return raw === 'false' || raw === '0' ? false : raw === 'replace' ? 'replace' : 'push'
    case 'json':
    case 'data':
      if (kind === 'data' && !raw.trim().startsWith('{')) return raw
      try {
        const value: unknown = JSON.parse(raw)
        return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined
      } catch {
        return undefined
      }
  }
}

function rawOf(dataset: Dataset, name: string): string | undefined {
  const value = datasetValue(dataset, name)
  if (value !== undefined) return value
  const alias = Object.keys(ALIASES).find((a) => ALIASES[a] === name)
  return alias === undefined ? undefined : rawOf(dataset, alias)
}

/** The settings an element's `dataset` declares; `settings` (JSON) is the base the others override. */
export function readSettings(dataset: Dataset): Settings {
  const out: Record<string, unknown> = {}
  for (const name of SETTING_NAMES) {
    const raw = rawOf(dataset, name)
    if (raw === undefined) continue
    const value = parseValue(kinds[name], raw)
    if (value !== undefined) out[name] = value
  }
  const { settings, ...rest } = out
  return { ...(settings as Settings | undefined), ...rest } as Settings
}

/** Does the element carry a partial-update setting of its own? */
export function hasSettings(dataset: Dataset): boolean {
  return [...SETTING_NAMES, ...Object.keys(ALIASES)].some((name) => rawOf(dataset, name) !== undefined)
}

/** Later objects win; `undefined` never overrides. */
export function merge(...all: (Settings | undefined)[]): Settings {
  const out: Record<string, unknown> = {}
  for (const settings of all) for (const [k, v] of Object.entries(settings ?? {})) if (v !== undefined) out[k] = v
  return out as Settings
}

/**
 * A url may name a dynamic area after `@` at the end of its path (`/path@areaId`, also
 * `/path@areaId?query#hash`): the url is `/path?query#hash` and the area joins the targets. An
 * `@` inside the query or hash (`/x?u=me@host`) or in the authority (`//me@host`) is the url's own.
 */
export function splitArea(url: string): { url: string; area?: string } {
  const match = /^([^?#]*)@([A-Za-z][\w-]*)([?#].*)?$/.exec(url)
  if (!match || /^([a-z][\w+.-]*:)?\/\/[^/]*$/i.test(match[1]!)) return { url }
  return { url: match[1]! + (match[3] ?? ''), area: match[2]! }
}

/** Applies `splitArea` to `settings.url`. */
export function withArea(settings: Settings): Settings {
  if (!settings.url) return settings
  const { url, area } = splitArea(settings.url)
  if (!area) return settings
  const target = settings.target ?? []
  return { ...settings, url, target: target.includes(area) ? target : [...target, area] }
}
