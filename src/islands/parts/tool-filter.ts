import { categorySlug } from '../../shared/slug'

/** The card data of one tool on /best-tools: small and serialisable, for the island's props. */
export interface DirectoryTool {
  id: string
  name: string
  category: string
  description: string
  rating: number
  price: string
  /** When the price was checked, YYYY-MM-DD. */
  checked: string
  pros: string[]
  popular: boolean
  website: string
  /** The tool's profile on this site ("/tools/notion"). */
  profile: string
  sponsored: boolean
}

export const ALL_CATEGORIES = 'All Categories'

/** The category a query string asks for (?category=design-creative), or All Categories. */
export function categoryFromQuery(search: string, categories: readonly string[]): string {
  const wanted = new URLSearchParams(search).get('category')
  if (!wanted) return ALL_CATEGORIES
  return categories.find((category) => categorySlug(category) === wanted) ?? wanted
}

/**
 * The count above a directory's cards ("Showing 3 of 56 tools in CRM").
 * A category from the address that the page does not have is named as
 * such, as the tool finder names one, rather than read as an empty category.
 */
export function countLine(shown: number, total: number, noun: string, category: string, categories: readonly string[]): string {
  const count = `Showing ${shown} of ${total}${noun}`
  if (category === ALL_CATEGORIES) return count
  return categories.includes(category) ? `${count} in ${category}` : `${count}: there is no category "${category}"`
}

/** The tools shown for a category: all of them for All Categories. */
export function filterTools<T extends { category: string }>(tools: readonly T[], category: string): T[] {
  return category === ALL_CATEGORIES ? [...tools] : tools.filter((tool) => tool.category === category)
}

/** The query string for a category, keeping any other parameters. */
export function queryForCategory(search: string, category: string): string {
  const params = new URLSearchParams(search)
  if (category === ALL_CATEGORIES) params.delete('category')
  else params.set('category', categorySlug(category))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * The best `perCategory` items of each category by `compare`, in its order
 * (ties in the order given, as a stable sort keeps them), without sorting
 * them all: the /best-tools grid stays a fixed number of cards however many
 * tools there are, and at 100,000 tools it sorted every one to show two of each.
 */
export function bestPerCategory<T extends { category: string }>(items: readonly T[], perCategory: number, compare: (a: T, b: T) => number): T[] {
  if (perCategory <= 0) return []
  type Placed = { item: T; at: number }
  const ranked = (a: Placed, b: Placed) => compare(a.item, b.item) || a.at - b.at
  const best = new Map<string, Placed[]>()
  items.forEach((item, at) => {
    const placed = { item, at }
    let kept = best.get(item.category)
    if (!kept) best.set(item.category, (kept = []))
    if (kept.length === perCategory && ranked(placed, kept[perCategory - 1]!) > 0) return
    let place = kept.length
    while (place > 0 && ranked(placed, kept[place - 1]!) < 0) place -= 1
    kept.splice(place, 0, placed)
    if (kept.length > perCategory) kept.pop()
  })
  return [...best.values()].flat().sort(ranked).map(({ item }) => item)
}
