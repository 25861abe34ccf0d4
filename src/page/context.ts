import { createContext, useContext } from 'react'
import type { PageEntry, Registry } from '../content/entries'

export interface PageContextValue {
  page: PageEntry
  registry: Registry
  /** The page's sections, collected from its headings at compile time. */
  headings: readonly { id: string; text: string }[]
}

/** The page being rendered and the registry, for MDX components that read page data (FAQs, tools). */
export const PageContext = createContext<PageContextValue | null>(null)

export function usePage(component: string): PageContextValue {
  const value = useContext(PageContext)
  if (!value) throw new Error(`<${component}> can only be used inside a content page`)
  return value
}
