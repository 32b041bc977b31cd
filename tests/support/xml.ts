/**
 * A real XML parser for tests that run in Node: Chromium's (libxml2-based) DOMParser, in one
 * headless browser per test file. A document that is not well-formed, or that uses an
 * undeclared namespace prefix, fails to parse with the parser's own message.
 */
import { chromium, type Browser, type Page } from '@playwright/test'

/** An element as plain data: its namespace, local name, attributes, child elements and text. */
export interface XmlElement {
  ns: string | null
  name: string
  attrs: Record<string, string>
  children: XmlElement[]
  text: string
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']

export class XmlParser {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  static async start(): Promise<XmlParser> {
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
    return new XmlParser(browser, await browser.newPage())
  }

  /** The document element, or an error carrying the parser's message. */
  async parse(xml: string): Promise<XmlElement> {
    const result = await this.page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml')
      const error = doc.getElementsByTagName('parsererror')[0]
      if (error) return { error: error.textContent ?? 'parser error' }
      const walk = (el: Element): XmlElement => ({
        ns: el.namespaceURI,
        name: el.localName,
        attrs: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
        children: [...el.children].map(walk),
        text: el.children.length ? '' : (el.textContent ?? ''),
      })
      return { root: walk(doc.documentElement) }
    }, xml)
    if ('error' in result) throw new Error(`Not well-formed XML: ${result.error}`)
    return result.root
  }

  close(): Promise<void> {
    return this.browser.close()
  }
}

/** Child elements named `name` (local name), in document order. */
export const childrenNamed = (el: XmlElement, name: string) => el.children.filter((c) => c.name === name)

/** The text of the first child named `name`, or undefined. */
export const childText = (el: XmlElement, name: string) => el.children.find((c) => c.name === name)?.text
