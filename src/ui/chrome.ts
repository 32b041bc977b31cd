/** Data the page frame needs (menus, faculty list), loaded once per language and cached. */
export interface MenuItem {
  title: string
  href: string
  children: { title: string; href: string }[]
}

export interface ChromeData {
  /** The header's main menu (ADR 095). */
  menu: MenuItem[]
  /** The footer's links (ADR 095). */
  footer: { title: string; href: string }[]
  faculties: { id: number; name: string; href: string }[]
}

/** Built client assets of this release (from the Vite manifest). */
export interface Assets {
  /** The runtime entry module. */
  script: string
  /** Stylesheets of the entry. */
  styles: string[]
  /** The administration's own stylesheet, linked only on its pages (ADR 059). */
  adminStyles?: string[]
  /** The administration's script (ADR 094): linked only by its pages. */
  adminScript?: string
  /** Version part of the icon sprite file name. */
  spriteVersion: string
  /** The site's default sharing image (Open Graph, Twitter), drawn at build time. */
  shareImage: { src: string; width: number; height: number }
}
