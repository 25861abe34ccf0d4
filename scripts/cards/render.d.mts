export const CARD_FONTS: { name: string; weight: number; file: string }[]
export function treeText(node: unknown): string
export function needsExtendedFonts(tree: unknown): boolean
export const RENDERER_VERSION: number
export function rendererVersions(): { renderer: number; satori: string; resvg: string }
export function encodePng(image: { width: number; height: number; pixels: Buffer }): Buffer
export function createCardRenderer(size?: { width?: number; height?: number }): (tree: unknown) => Promise<{ png: Buffer; satoriMs: number; resvgMs: number }>
