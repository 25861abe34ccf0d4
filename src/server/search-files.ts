import type { Registry } from '../content/entries'
import { derivedOverPages } from '../content/derived'
import { searchIndexOf, searchItemOf } from '../search/search-index'
import { searchFilesOf } from './search-make'
import type { GroupMemo, OutputFile } from './site-files'

/**
 * What the site search holds of the pages: each one's title, type, address
 * and keywords. One value read by the search's files, so they depend on it
 * and not on every page (content/derived.ts): a guide's prose, its word
 * count or its dates make the search again only if one of these changes
 * (at 100,000 tools, making it whole is some 8 s).
 */
export const searchItems = derivedOverPages('search-items', searchItemOf, searchIndexOf)

/** The site search's files (search-make.ts), made from what the search holds of the pages. */
export const searchFiles = (registry: Registry, memo?: GroupMemo): OutputFile[] => searchFilesOf(searchItems(registry), memo)
