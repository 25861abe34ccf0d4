import { wakeCompareTray } from './compare-wake'

/**
 * The page frame's small behaviours, in plain script so that pages with no
 * awake island never load React: the scroll-to-top button, the mobile
 * navigation dialog, the search shortcuts, the not-found page's
 * "Go Back" button and console report, and waking the compare tray.
 */
const SCROLL_TOP_THRESHOLD = 300
/** The section nav appears once the page is scrolled past this depth. */
const SECTION_NAV_THRESHOLD = 200
/** A section is current once its top is within this distance of the bars above it. */
const ACTIVE_SECTION_WITHIN = 100

interface FrameOptions {
  wakeIsland: (element: HTMLElement) => Promise<void>
}

export function startFrameBehaviours({ wakeIsland }: FrameOptions) {
  scrollToTopButton()
  sectionNav()
  navigationDialog()
  searchShortcuts(wakeIsland)
  notFoundPage()
  wakeCompareTray(wakeIsland)
}

function scrollToTopButton() {
  const button = document.querySelector<HTMLButtonElement>('[data-scroll-top]')
  if (!button) return
  let ticking = false
  const update = () => {
    ticking = false
    button.hidden = window.scrollY <= SCROLL_TOP_THRESHOLD
  }
  window.addEventListener(
    'scroll',
    () => {
      if (!ticking) requestAnimationFrame(update)
      ticking = true
    },
    { passive: true },
  )
  update()
  button.addEventListener('click', () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
    document.querySelector<HTMLElement>('#main')?.focus({ preventScroll: true })
  })
}

function sectionNav() {
  const nav = document.querySelector<HTMLElement>('[data-section-nav]')
  if (!nav) return
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
  const sections = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))))
  const header = document.querySelector('header')
  let ticking = false
  /** The last section marked; the row is scrolled only when it changes. */
  let shown = -1
  const update = () => {
    ticking = false
    const visible = window.scrollY > SECTION_NAV_THRESHOLD
    nav.toggleAttribute('data-visible', visible)
    const covered = (header?.getBoundingClientRect().height ?? 0) + nav.getBoundingClientRect().height
    let active = -1
    if (visible) sections.forEach((section, index) => {
      if (section && section.getBoundingClientRect().top - covered <= ACTIVE_SECTION_WITHIN) active = index
    })
    links.forEach((link, index) => {
      if (index === active) link.setAttribute('aria-current', 'true')
      else link.removeAttribute('aria-current')
    })
    // The marked link is brought to the start of the nav's row (it scrolls sideways on a phone), scrolling the row alone.
    // Not scrollIntoView: that also makes the link the point the next Tab starts from, and a reader who jumped to a
    // section and pressed Tab was sent back into the nav instead of on through the section.
    const link = links[active]
    const row = link?.parentElement?.parentElement
    if (active !== shown && link && row) row.scrollLeft += link.getBoundingClientRect().left - row.getBoundingClientRect().left - 16
    shown = active
  }
  window.addEventListener('scroll', () => {
    if (!ticking) requestAnimationFrame(update)
    ticking = true
  }, { passive: true })
  update()
}

function navigationDialog() {
  for (const opener of document.querySelectorAll<HTMLButtonElement>('[data-opens-dialog]')) {
    const dialog = document.getElementById(opener.dataset.opensDialog ?? '')
    if (!(dialog instanceof HTMLDialogElement)) continue
    opener.addEventListener('click', () => {
      dialog.showModal()
      opener.setAttribute('aria-expanded', 'true')
    })
    dialog.addEventListener('close', () => opener.setAttribute('aria-expanded', 'false'))
    dialog.addEventListener('click', (event) => {
      const target = event.target as HTMLElement
      // A chosen link, the close button, or a click on the backdrop closes the menu.
      if (target === dialog || target.closest('a, [data-closes-dialog]')) dialog.close()
    })
  }
}

/** Ctrl K (Cmd K), or "/" outside a text field, opens the search. The page's bootstrap holds the same keys until this script runs. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  const typing = (event.target as HTMLElement).closest('input, textarea, select, [contenteditable="true"]')
  return ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') || (event.key === '/' && !typing)
}

function searchShortcuts(wakeIsland: FrameOptions['wakeIsland']) {
  document.addEventListener('keydown', (event) => {
    if (!isSearchShortcut(event) || document.querySelector('dialog[open], [role="dialog"]')) return
    const search = document.querySelector<HTMLElement>('[data-island="SearchDialog"]')
    if (!search) return
    event.preventDefault()
    void wakeIsland(search).then(() => search.querySelector<HTMLButtonElement>('[data-search-trigger]')?.click())
  })
}

function notFoundPage() {
  const marker = document.querySelector<HTMLElement>('[data-not-found]')
  if (!marker) return
  console.error('404 Error: User attempted to access non-existent route:', window.location.pathname)
  for (const button of marker.querySelectorAll<HTMLButtonElement>('[data-go-back]')) {
    button.addEventListener('click', () => window.history.back())
  }
}
