/** A text made safe to put inside a regular expression: each character that has a meaning there, escaped. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
