/**
 * Document templates of stored pages (render/page.tsx `documentTemplate`), so a request for a
 * stored page renders only the frame parts, not the head, header and footer around them
 * (ADR 010). A template is made from one stored page (the region cache's entry), one menus
 * object and one origin; it is used only while all three are the ones a request has, so a
 * content change (which replaces both the stored page and the menus) leaves it unused until it
 * is pushed out. Bounded in bytes, least recently used first out.
 */
import type { ChromeData } from '../../ui/chrome.js'
import type { CachedPage } from '../region-cache.js'
import type { DocumentTemplate } from './page.js'

interface Entry {
  page: CachedPage
  chrome: ChromeData
  template: DocumentTemplate
}

export class DocumentTemplates {
  private readonly entries = new Map<string, Entry>()
  private size = 0

  /** `maxSize`: bytes of memory (0: none kept, every document rendered whole). */
  constructor(private readonly maxSize: number) {}

  /** The template of `page` as served at `origin` with `chrome`, made by `make` unless kept. */
  of(origin: string, key: string, page: CachedPage, chrome: ChromeData, make: () => DocumentTemplate): DocumentTemplate {
    const id = `${origin} ${key}`
    const kept = this.entries.get(id)
    if (kept) {
      this.remove(id, kept)
      if (kept.page === page && kept.chrome === chrome) {
        this.entries.set(id, kept)
        this.size += kept.template.size
        return kept.template
      }
    }
    const template = make()
    if (template.size > this.maxSize / 8) return template
    this.entries.set(id, { page, chrome, template })
    this.size += template.size
    for (const [k, e] of this.entries) {
      if (this.size <= this.maxSize) break
      this.remove(k, e)
    }
    return template
  }

  get stats(): { entries: number; size: number } {
    return { entries: this.entries.size, size: this.size }
  }

  private remove(id: string, entry: Entry) {
    this.entries.delete(id)
    this.size -= entry.template.size
  }
}
