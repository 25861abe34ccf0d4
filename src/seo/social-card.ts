import { toolIdsOf, type Frontmatter, type PageKind } from '../content/schema'
import { andList } from '../shared/and-list'
import { escapeRegExp } from '../shared/escape-regexp'
import { LOGO_SVG } from './favicon'

/**
 * The social card of a page (og:image, twitter:image): what it says and how
 * it is laid out, as a satori element tree of plain objects, so the layout
 * is a pure function that runs without React and can be tested. Rendering
 * the tree to PNG (satori, then resvg) happens at build time in
 * scripts/cards/; this module never touches fonts, files or the clock.
 */

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

/**
 * The card design's version, part of every card's cache key. Changes to the
 * element tree need no bump (the key hashes the tree itself), nor do new
 * font files or satori/resvg releases (scripts/cards/ hashes those); bump it
 * when the picture should change for a reason the tree does not show.
 */
export const CARD_VERSION = 1

/** The font family the tree asks for; the renderer registers Inter under this name. */
export const CARD_FONT = 'Inter'

/** Everything a card shows. Two pages with the same input share the same picture. */
export interface CardInput {
  title: string
  kind: PageKind
  /** Comparisons: the two tools. Best-of pages: the top picks, best first. Otherwise empty. */
  toolNames: readonly string[]
  siteName: string
}

export type CardStyle = Record<string, string | number>
export type CardChild = CardElement | string
/** A satori element as plain data: the shape React.createElement would produce. */
export interface CardElement {
  type: string
  props: { style?: CardStyle; children?: CardChild | CardChild[]; [attribute: string]: unknown }
}

/** How many ranked tools a best-of card names. */
const TOP_PICKS = 3

/** A page's card input: its title and kind, and the tool names from the tools data (not the slugs). */
export function cardInputFor(data: Frontmatter, toolName: (id: string) => string | undefined, siteName: string): CardInput {
  const ids = data.kind === 'compare' ? toolIdsOf(data) : data.kind === 'best' ? toolIdsOf(data).slice(0, TOP_PICKS) : []
  return { title: data.title, kind: data.kind, toolNames: ids.map((id) => toolName(id) ?? id), siteName }
}

/** Where generated cards live. A folder of their own, so no route can land on a public/ file such as /og/default.png. */
export const CARD_FOLDER = '/og/pages'

/**
 * The site path of a route's card: "/" -> /og/pages/index.png,
 * "/compare/a-vs-b" -> /og/pages/compare/a-vs-b.png. One-to-one, because
 * no route ends in "index" (content/x/index.mdx is served as /x).
 */
export function cardImagePath(route: string): string {
  return `${CARD_FOLDER}${route === '/' ? '/index' : route.replace(/\/+$/, '')}.png`
}

/** The kind as a reader would name it, for the label on the card. */
export const KIND_LABEL: Record<PageKind, string> = {
  home: 'Home',
  directory: 'Directory',
  best: 'Best tools',
  compare: 'Comparison',
  calculator: 'Calculator',
  guide: 'Guide',
  tool: 'Tool profile',
  page: 'About the site',
}

/**
 * The title as the card shows it: without the site name the card already
 * shows ("ToolCompass: Find…" -> "Find…"), and for a comparison without the
 * "A vs B:" the tool names already say in large type.
 */
export function cardTitle({ title, kind, toolNames, siteName }: CardInput): string {
  let text = title.trim()
  const escaped = escapeRegExp(siteName)
  text = text.replace(new RegExp(`^${escaped}\\s*[:|–—-]\\s*`, 'i'), '').replace(new RegExp(`\\s*[|–—-]\\s*${escaped}$`, 'i'), '')
  if (kind === 'compare' && toolNames.length === 2) {
    const prefix = `${toolNames[0]} vs ${toolNames[1]}:`
    if (text.toLowerCase().startsWith(prefix.toLowerCase())) text = text.slice(prefix.length).trim()
  }
  return text || title.trim()
}

/** Title size by length: short titles fill the card, long ones get up to three lines (then an ellipsis). */
export function titleFontSize(text: string): number {
  const length = [...text].length
  if (length <= 24) return 88
  if (length <= 44) return 76
  if (length <= 66) return 64
  return 56
}

/** Tool-name size for a comparison: the longer name fits its half of the card on one line down to 44px, then wraps. */
export function toolNameFontSize(names: readonly string[]): number {
  const longest = Math.max(1, ...names.map((name) => [...name].length))
  return Math.max(44, Math.min(88, Math.floor(680 / longest)))
}

/** Brand colours: Tailwind's indigo and slate, as on the site (src/styles/global.css, the header's compass). */
export const CARD_COLORS = {
  ink: '#020617', // slate-950: headings
  muted: '#475569', // slate-600: secondary text
  brand: '#4338ca', // indigo-700: buttons, the favicon
  brandDark: '#3730a3', // indigo-800: current-page text
  tint: '#eef2ff', // indigo-50: current-page background
  line: '#c7d2fe', // indigo-200
  paper: '#ffffff',
} as const

const el = (type: string, style: CardStyle, children?: CardChild | CardChild[], attributes: Record<string, unknown> = {}): CardElement => ({
  type,
  props: { ...attributes, style, ...(children === undefined ? {} : { children }) },
})

/**
 * Text that wraps (long words too) and stops after `lines` lines with an
 * ellipsis, so no title can overflow the card. Not `overflow: hidden`: that
 * becomes an SVG clip path, which resvg draws as an extra full layer.
 */
const clamped = (text: string, lines: number, style: CardStyle): CardElement =>
  el('div', { display: 'block', lineClamp: lines, overflowWrap: 'break-word', ...style }, text)

function header(input: CardInput): CardElement {
  return el('div', { display: 'flex', position: 'relative', alignItems: 'center', justifyContent: 'space-between', width: '100%' }, [
    el('div', { display: 'flex', alignItems: 'center' }, [
      el('img', { width: 64, height: 64, marginRight: 20 }, undefined, {
        src: `data:image/svg+xml;utf8,${encodeURIComponent(LOGO_SVG)}`,
        width: 64,
        height: 64,
      }),
      el('div', { fontSize: 40, fontWeight: 700, letterSpacing: -0.5, color: CARD_COLORS.ink }, input.siteName),
    ]),
    el(
      'div',
      {
        display: 'flex',
        padding: '12px 24px',
        borderRadius: 999,
        backgroundColor: CARD_COLORS.tint,
        color: CARD_COLORS.brandDark,
        fontSize: 26,
        fontWeight: 700,
        letterSpacing: 2,
        textTransform: 'uppercase',
      },
      KIND_LABEL[input.kind],
    ),
  ])
}

/**
 * A tool name in a rounded box. The 3px outline is a tinted box behind a
 * white one, not a CSS border: satori draws rounded borders with clip paths,
 * which cost resvg ~1.5 ms each.
 */
function toolChip(name: string, fontSize: number): CardElement {
  return el(
    'div',
    // minWidth 0: a name that is one long word breaks inside its half instead of widening it.
    { display: 'flex', flexGrow: 1, flexBasis: 0, minWidth: 0, height: 200, padding: 3, borderRadius: 28, backgroundColor: CARD_COLORS.line },
    el(
      'div',
      { display: 'flex', flexGrow: 1, minWidth: 0, alignItems: 'center', justifyContent: 'center', padding: '16px 28px', borderRadius: 25, backgroundColor: CARD_COLORS.paper },
      clamped(name, 2, { maxWidth: '100%', fontSize, fontWeight: 700, lineHeight: 1.05, letterSpacing: -1, color: CARD_COLORS.ink, textAlign: 'center' }),
    ),
  )
}

function comparisonBody(input: CardInput, title: string): CardElement[] {
  const [a = '', b = ''] = input.toolNames
  const size = toolNameFontSize([a, b])
  const versus = el(
    'div',
    {
      display: 'flex',
      flexShrink: 0,
      width: 88,
      height: 88,
      margin: '0 28px',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: 44,
      backgroundColor: CARD_COLORS.brand,
      color: CARD_COLORS.paper,
      fontSize: 34,
      fontWeight: 700,
    },
    'vs',
  )
  return [
    el('div', { display: 'flex', alignItems: 'center', width: '100%' }, [toolChip(a, size), versus, toolChip(b, size)]),
    clamped(title, 2, { marginTop: 36, fontSize: 36, fontWeight: 500, lineHeight: 1.25, color: CARD_COLORS.muted }),
  ]
}

function titleBody(input: CardInput, title: string): CardElement[] {
  const body = [clamped(title, 3, { fontSize: titleFontSize(title), fontWeight: 700, lineHeight: 1.12, letterSpacing: -1.5, color: CARD_COLORS.ink })]
  if (input.kind === 'best' && input.toolNames.length > 0) {
    body.push(
      clamped(`Top picks: ${andList(input.toolNames)}`, 2, { marginTop: 32, fontSize: 32, fontWeight: 500, lineHeight: 1.3, color: CARD_COLORS.muted }),
    )
  }
  return body
}

/** The card's inner margins: the header sits at the top, the body fills the rest. */
const PADDING = { top: 60, right: 80, bottom: 76, left: 80 } as const
/** The header's height: the logo's (the site name and the kind label are shorter). */
const HEADER_HEIGHT = 64

/** The root box of the card: white, the card's size and margins, Inter. */
const cardRoot = (children: CardElement[]): CardElement =>
  el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      boxSizing: 'border-box',
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      padding: `${PADDING.top}px ${PADDING.right}px ${PADDING.bottom}px`,
      backgroundColor: CARD_COLORS.paper,
      fontFamily: CARD_FONT,
      color: CARD_COLORS.ink,
    },
    children,
  )

/**
 * What is the same on every card of a kind: a large, faint compass ring in
 * the corner, the indigo rule at the bottom, and the header. The ring is
 * two filled discs: a bordered circle costs resvg ~10 ms a card more, and a
 * gradient background about three times the whole card.
 */
const backdrop = (input: CardInput): CardElement[] => [
  el('div', { position: 'absolute', right: -180, bottom: -250, width: 600, height: 600, borderRadius: 300, backgroundColor: CARD_COLORS.tint }),
  el('div', { position: 'absolute', right: -116, bottom: -186, width: 472, height: 472, borderRadius: 236, backgroundColor: CARD_COLORS.paper }),
  el('div', { position: 'absolute', left: 0, bottom: 0, width: CARD_WIDTH, height: 16, backgroundColor: CARD_COLORS.brand }),
  header(input),
]

/** What the card says: the title (or, for a comparison, both tool names), centred in the space under the header. */
const bodyContent = (input: CardInput): CardElement[] => {
  const title = cardTitle(input)
  return input.kind === 'compare' && input.toolNames.length === 2 ? comparisonBody(input, title) : titleBody(input, title)
}

/** Where the body sits on the card: under the header, inside the margins. */
export const CARD_BODY_BOX = {
  x: PADDING.left,
  y: PADDING.top + HEADER_HEIGHT,
  width: CARD_WIDTH - PADDING.left - PADDING.right,
  height: CARD_HEIGHT - PADDING.top - HEADER_HEIGHT - PADDING.bottom,
} as const

/**
 * The card as a satori element tree, 1200x630: the brand and the kind on
 * top, the title (or, for a comparison, both tool names) in the middle, an
 * indigo rule at the bottom. Flat colours and no borders, shadows,
 * gradients or overflow clipping: each of those makes resvg draw extra
 * layers, and at 5,000 pages every millisecond a card is seconds of build.
 */
export function cardTree(input: CardInput): CardElement {
  return cardRoot([
    ...backdrop(input),
    el(
      'div',
      // Positioned, so it paints above the ring (positioned boxes paint over in-flow ones).
      { display: 'flex', position: 'relative', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, width: '100%' },
      bodyContent(input),
    ),
  ])
}

/** A tree laid out on its own, then drawn at (x, y) on the card. */
export interface CardLayer {
  tree: CardElement
  x: number
  y: number
  width: number
  height: number
}

/**
 * The same picture as cardTree, as two layers drawn in order: the backdrop
 * (the same on every card of a kind, so the renderer lays it out once) and
 * the body in its box. Laying out only the body saves satori about 40% of
 * a card; a unit test checks that the two draw the same pixels.
 */
export function cardLayers(input: CardInput): CardLayer[] {
  const body = el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      width: CARD_BODY_BOX.width,
      height: CARD_BODY_BOX.height,
      fontFamily: CARD_FONT,
      color: CARD_COLORS.ink,
    },
    bodyContent(input),
  )
  return [backdropLayer(input), { tree: body, ...CARD_BODY_BOX }]
}

/** Each kind's backdrop layer, by kind and site name (all the backdrop shows). */
const backdropLayers = new Map<string, CardLayer>()

/**
 * The backdrop layer of a card: one object for every card of its kind, made
 * once (at 100,000 pages, making it for each card was 1.6 s of a build).
 * Shared, so never changed by those who read it.
 */
function backdropLayer(input: CardInput): CardLayer {
  const key = `${input.kind}\n${input.siteName}`
  let layer = backdropLayers.get(key)
  if (!layer) backdropLayers.set(key, (layer = { tree: cardRoot(backdrop(input)), x: 0, y: 0, width: CARD_WIDTH, height: CARD_HEIGHT }))
  return layer
}

/** A PNG's pixel size from its IHDR chunk, or undefined when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length < 24 || signature.some((byte, index) => bytes[index] !== byte)) return undefined
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}
