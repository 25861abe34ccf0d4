import { SEARCH_TYPES, type SearchType } from '../shared/search-types'
import { frontCode, frontDecode } from './front-code'
import type { SearchItem } from './search-index'

/**
 * The search index as the build writes it and the dialog fetches it: one
 * column per field, not one object per page, and titles and addresses
 * front-coded (each keeps only what differs from the one before it, after
 * the count of characters the two share). The index is in address order,
 * so neighbours share most of their address and often their title:
 * `/compare/asana-vs-notion`, `/compare/asana-vs-trello`.
 *
 * At 5,000 pages plus 5,000 tools this is 48 KB gzip against 86 KB for the
 * same items as objects: the search budget (150 KB fetched before the first
 * result) is met with room, and no query is answered differently, since
 * the dialog decodes the very items the build encoded.
 */
export interface SearchIndexFile {
  /** Changes when the layout does; a file of another version is refused, not misread. */
  version: 1
  /** Per item, how many leading characters its title shares with the title before it. */
  titleShared: number[]
  /** Per item, the rest of its title. */
  titleRest: string[]
  /** Per item, one digit: its type's place in SEARCH_TYPES. */
  types: string
  /** Per item, how many leading characters its address shares with the address before it. */
  hrefShared: number[]
  /** Per item, the rest of its address. */
  hrefRest: string[]
  /** Per item, its keywords joined by spaces (a keyword has no whitespace). */
  keywords: string[]
}

/** The file for these items, in their order. */
export function encodeSearchIndex(items: readonly SearchItem[]): SearchIndexFile {
  const titles = frontCode(items.map((item) => item.title))
  const hrefs = frontCode(items.map((item) => item.href))
  return {
    version: 1,
    titleShared: titles.shared,
    titleRest: titles.rest,
    types: items.map((item) => SEARCH_TYPES.indexOf(item.type)).join(''),
    hrefShared: hrefs.shared,
    hrefRest: hrefs.rest,
    keywords: items.map((item) => item.keywords.join(' ')),
  }
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string')
const isNumbers = (value: unknown): value is number[] => Array.isArray(value) && value.every((v) => typeof v === 'number')

/** The items a file holds; throws, naming what is wrong, for anything but a file `encodeSearchIndex` could write. */
export function decodeSearchIndex(file: unknown): SearchItem[] {
  if (typeof file !== 'object' || file === null) throw new Error('Search index: not an object')
  const { version, titleShared, titleRest, types, hrefShared, hrefRest, keywords } = file as Record<string, unknown>
  if (version !== 1) throw new Error(`Search index: version ${String(version)}, expected 1`)
  if (!isNumbers(titleShared) || !isStrings(titleRest) || typeof types !== 'string' || !isNumbers(hrefShared) || !isStrings(hrefRest) || !isStrings(keywords)) {
    throw new Error('Search index: a column is missing or of the wrong type')
  }
  const count = titleShared.length
  if ([titleRest.length, types.length, hrefShared.length, hrefRest.length, keywords.length].some((length) => length !== count)) {
    throw new Error('Search index: its columns differ in length')
  }
  const titles = frontDecode(titleShared, titleRest, 'title')
  const hrefs = frontDecode(hrefShared, hrefRest, 'address')
  return titles.map((title, at) => {
    const type: SearchType | undefined = SEARCH_TYPES[Number(types[at])]
    if (!type) throw new Error(`Search index: item ${at} has no type "${types[at]}"`)
    const words = keywords[at]!
    return { title, type, href: hrefs[at]!, keywords: words ? words.split(' ') : [] }
  })
}
