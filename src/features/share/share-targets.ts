/**
 * Where sharing a page goes (the SocialShare component, ADR 039): each network's share page,
 * given the page's absolute address. Hosts live here alone; tests intercept them.
 */
export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

export const SHARE_LABELS: Record<ShareNetwork, string> = { facebook: 'Facebook', x: 'X', linkedin: 'LinkedIn' }

export function shareTarget(network: ShareNetwork, address: string): string {
  const u = encodeURIComponent(address)
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`
    case 'x':
      return `https://x.com/intent/post?url=${u}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`
  }
}

export const isShareNetwork = (value: unknown): value is ShareNetwork => typeof value === 'string' && (SHARE_NETWORKS as readonly string[]).includes(value)

/** A page of this site worth sharing: a path under `/qf/`, nothing that could lead elsewhere. */
export const isSharablePath = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 500 && /^\/qf\/(cs|en)\/[\w\-./%]*$/.test(value) && !value.includes('//') && !value.includes('..')
