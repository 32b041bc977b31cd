/**
 * The lightbox's page-address hash (spec 001 §2): `#pid=N&gid=N`, pid the 1-based photo,
 * gid the 1-based gallery of the page. Read to open on a photo, written while the user moves.
 */
export interface GalleryHash {
  gid: number
  pid: number
}

const NUMBER = /^\d{1,6}$/

/** The hash's numbers, or null when either is missing or not a whole number (`gid=abc`). */
export function parseHash(hash: string): GalleryHash | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const gid = params.get('gid')
  const pid = params.get('pid')
  if (!gid || !pid || !NUMBER.test(gid) || !NUMBER.test(pid)) return null
  return { gid: Number(gid), pid: Number(pid) }
}

/** The photo to open: null for a gallery that is not on the page, else the nearest valid index (0-based). */
export function resolveHash(hash: GalleryHash, galleries: number, photosOf: (gid: number) => number): { gid: number; index: number } | null {
  if (hash.gid < 1 || hash.gid > galleries) return null
  const photos = photosOf(hash.gid)
  if (photos === 0) return null
  return { gid: hash.gid, index: Math.min(Math.max(hash.pid, 1), photos) - 1 }
}

export const formatHash = (gid: number, pid: number) => `#pid=${pid}&gid=${gid}`
