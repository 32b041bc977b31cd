/**
 * Sign-language video codes (spec 000 §3): a content block lists them comma-separated, each
 * trigger carries one. One rule for the server (what it renders) and the runtime (what it plays),
 * so a code the server would not render is never put into a player address either.
 */
export const VIDEO_CODE = /^[A-Za-z0-9_-]{4,32}$/

export const isVideoCode = (code: string): boolean => VIDEO_CODE.test(code)

/** The well-formed codes of a comma-separated list, in order, without repeats. */
export function parseVideoCodes(list: string): string[] {
  const codes = list.split(',').map((c) => c.trim())
  return [...new Set(codes.filter(isVideoCode))]
}

/** The player address of a code: the host's embed address, the code, autoplay on (spec 000 §7). */
export const videoEmbedUrl = (host: string, code: string): string => `${host}${encodeURIComponent(code)}?autoplay=1`

/** The host of sign-language videos unless SIGN_LANGUAGE_VIDEO_HOST says otherwise (src/server/config.ts). */
export const DEFAULT_VIDEO_HOST = 'https://www.youtube-nocookie.com/embed/'
