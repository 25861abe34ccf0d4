import { wakeCompareTray } from './compare-wake'

/**
 * The page frame's small behaviours, in plain script so that pages with no
 * awake island never load React: the scroll-to-top button, the mobile
 * navigation dialog, the search shortcuts (and the keys typed for the
 * search while it loads), the not-found page's "Go Back" button and console
 * report, and waking the compare tray; a best-of page's section nav comes
 * with that page only (section-nav.ts).
 */
const SCROLL_TOP_THRESHOLD = 300

interface FrameOptions {
  wakeIsland: (element: HTMLElement) => Promise<void>
}

export function startFrameBehaviours({ wakeIsland }: FrameOptions) {
  scrollToTopButton()
  // Only best-of pages have one: its code comes with them, not with every page's loader.
  const nav = document.querySelector<HTMLElement>('[data-section-nav]')
  if (nav) void import('./section-nav').then(({ sectionNav }) => sectionNav(nav))
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
  const search = document.querySelector<HTMLElement>('[data-island="SearchDialog"]')
  if (!search) return
  const box = () => document.querySelector<HTMLInputElement>('[data-search-box]')
  let holding = false
  /**
   * Keys typed while the search's code is on its way (a visitor types "gusto" straight after Ctrl K, or after a tap
   * on the button, 20 to 50 ms a key) are kept on the island's marker for its box (SearchPanel), not lost. A key typed
   * once the box is there but before it has the focus is sent to it. A second of the code having run and no box (it
   * could not load), and the keys are the page's own again.
   */
  const holdTyping = (opening: Promise<void>) => {
    if (holding) return
    holding = true
    const onKey = (event: KeyboardEvent) => {
      const drawn = box()
      const typed = !(event.ctrlKey || event.metaKey || event.altKey || event.isComposing) && (event.key.length < 2 || event.key === 'Backspace')
      if (drawn) {
        release()
        // A key whose keydown moves the focus is typed where the focus went.
        if (typed && event.target !== drawn) drawn.focus()
      } else if (typed && !(event.target as Element).closest?.('input, textarea, select, [contenteditable="true"]')) {
        event.preventDefault()
        const kept = search.dataset.typedAhead ?? ''
        search.dataset.typedAhead = event.key === 'Backspace' ? kept.slice(0, -1) : kept + event.key
      }
    }
    const release = () => {
      holding = false
      document.removeEventListener('keydown', onKey, true)
    }
    document.addEventListener('keydown', onKey, true)
    void opening.then(() =>
      setTimeout(() => {
        if (box()) return
        release()
        delete search.dataset.typedAhead
      }, 1000),
    )
  }
  document.addEventListener('keydown', (event) => {
    if (!isSearchShortcut(event) || document.querySelector('dialog[open], [role="dialog"]')) return
    event.preventDefault()
    holdTyping(wakeIsland(search).then(() => search.querySelector<HTMLButtonElement>('[data-search-trigger]')?.click()))
  })
  // A click on the button before the search's code is in. On the document, as the click is seen there before the
  // loader's own hold of it on the island (loader.ts), which stops it.
  document.addEventListener('click', (event) => {
    if (!search.dataset.hydrated && (event.target as Element).closest?.('[data-search-trigger]')) holdTyping(wakeIsland(search))
  }, true)
}

function notFoundPage() {
  const marker = document.querySelector<HTMLElement>('[data-not-found]')
  if (!marker) return
  console.error('404 Error: User attempted to access non-existent route:', window.location.pathname)
  for (const button of marker.querySelectorAll<HTMLButtonElement>('[data-go-back]')) {
    // Opened in a tab of its own (a typed address, a link from a mail), there is nothing to go back to: home is the way on.
    button.addEventListener('click', () => (window.history.length > 1 ? window.history.back() : window.location.assign('/')))
  }
}
