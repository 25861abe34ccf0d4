/** Longest stretch of a link's value repeated back to the visitor: a shared link may carry any length of text. */
export const SHOWN_LENGTH = 24

/**
 * A value from a link as plain text to repeat back to the visitor in a
 * message: control characters dropped, cut short to SHOWN_LENGTH with "…"
 * (a 400-character value quoted whole made a phone's page scroll sideways).
 */
export function shownText(raw: string): string {
  const plain = raw.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim()
  return plain.length > SHOWN_LENGTH ? `${plain.slice(0, SHOWN_LENGTH)}…` : plain
}
