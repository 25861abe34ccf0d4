export const CARD_FONTS: { name: string; weight: number; file: string }[]
export function rendererVersions(): { satori: string; resvg: string }
export function createCardRenderer(size?: { width?: number; height?: number }): (tree: unknown) => Promise<{ png: Buffer; satoriMs: number; resvgMs: number }>
