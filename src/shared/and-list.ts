/** "A", "A and B", "A, B and C": names or labels as a sentence says them (no serial comma, as the site writes). */
export const andList = (items: readonly string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)
