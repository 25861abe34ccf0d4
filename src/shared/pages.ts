/** The address of page `n` of a list that starts at `base`: /guides, /guides/page/2, ... */
export const pageRoute = (base: string, n: number) => (n === 1 ? base : `${base}/page/${n}`)
