export const CARD_FONTS: { name: string; weight: number; file: string }[]
export function treeText(node: unknown): string
export function needsExtendedFonts(tree: unknown): boolean
export const RENDERER_VERSION: number
export function rendererVersions(): { renderer: number; satori: string; resvg: string }
export function encodePng(image: { width: number; height: number; pixels: Buffer }): Buffer
export interface LayerLike {
  tree: unknown
  x: number
  y: number
  width: number
  height: number
}
export function composeLayers(layers: readonly LayerLike[], svgs: readonly string[]): string
export function createCardRenderer(): (layers: readonly LayerLike[]) => Promise<{ png: Buffer; satoriMs: number; resvgMs: number }>
