/** What the alert banner shows (ADR 033, 057). */

export interface SiteAlert {
  alertId: string
  message: string
  validUntil: Date
}
