import { scheduleIslands } from './loader'

/**
 * The writers' preview only (npm run dev adds this script; the build never
 * does): when a page or tools file is saved, fetch the page again and swap
 * its <main> in place, so the writer keeps their scroll position and no
 * full reload flashes. A content error arrives as Vite's error overlay,
 * naming the file and the field (see scripts/dev.mjs).
 */
export async function refreshContent(): Promise<'refreshed' | 'error' | 'reloaded'> {
  const response = await fetch(location.href, { headers: { Accept: 'text/html' }, cache: 'no-store' })
  if (!response.ok) return 'error'
  const next = new DOMParser().parseFromString(await response.text(), 'text/html')
  const current = document.querySelector('main')
  const incoming = next.querySelector('main')
  if (!current || !incoming) {
    location.reload()
    return 'reloaded'
  }
  document.title = next.title
  current.replaceWith(document.adoptNode(incoming))
  document.querySelector('vite-error-overlay')?.remove()
  scheduleIslands(incoming)
  document.dispatchEvent(new CustomEvent('toolcompass:content-refreshed'))
  return 'refreshed'
}

if (import.meta.hot) {
  import.meta.hot.on('toolcompass:content-changed', () => void refreshContent())
  // The bootstrap starts this script after the first paint: the mark says saves now reach this tab.
  document.documentElement.dataset.liveContent = 'on'
}
