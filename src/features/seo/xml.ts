/** Text and attribute values in XML: the five characters with a meaning, and no control characters. */
export function xmlEscape(value: string): string {
  return value
    // XML 1.0 allows tab, line feed and carriage return of the C0 controls, nothing else.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}
