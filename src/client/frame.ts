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
  const search = document.querySelector<HTMLElement>('[data-island="SearchDialog"]')
  if (!search) return
  document.addEventListener('keydown', (event) => {
    if (!isSearchShortcut(event) || document.querySelector('dialog[open], [role="dialog"]')) return
    event.preventDefault()
    const stop = holdSearchTyping(search)
    void wakeIsland(search).then(() => {
      search.querySelector<HTMLButtonElement>('[data-search-trigger]')?.click()
      stop()
    })
  })
  // A click on the button before the search's code is in: the keys typed next are for its box too. On the document, as
  // the click is seen before the loader's own hold of it on the island (loader.ts), which stops it there.
  document.addEventListener('click', (event) => {
    if (search.dataset.hydrated || !search.contains(event.target as Node) || !(event.target as Element).closest('[data-search-trigger]')) return
    const stop = holdSearchTyping(search)
    void wakeIsland(search).then(stop)
  }, true)
}

/** Where keys typed for the search before its box exists are kept: the island's marker, read by its box (SearchPanel). */
const TYPED_AHEAD = 'typedAhead'

/**
 * Keys typed while the search's code is on its way (a visitor types "gusto" straight after Ctrl K, or after a tap on
 * the button, 20 to 50 ms a key) are kept for its box, not lost: its box takes them when it is drawn. Once the box is
 * there, a key typed before the box had the focus is sent to it. The returned function ends the hold once the search
 * has had the time to draw its box (or could not load): from then on, keys are the page's own again.
 */
function holdSearchTyping(search: HTMLElement): () => void {
  // A second Ctrl K while the first is on its way: one hold, or each key would be kept twice.
  if (search.dataset.holdingKeys) return () => {}
  search.dataset.holdingKeys = ''
  const box = () => document.querySelector<HTMLInputElement>('[data-search-box]')
  const onKey = (event: KeyboardEvent) => {
    const drawn = box()
    const typed = !event.ctrlKey && !event.metaKey && !event.altKey && !event.isComposing && (event.key.length === 1 || event.key === 'Backspace')
    if (drawn) {
      release()
      // Before its focus arrives, the key goes to the box: a key moved in its keydown is typed where the focus is.
      if (typed && event.target !== drawn) drawn.focus()
      return
    }
    if (!typed || (event.target as HTMLElement).closest?.('input, textarea, select, [contenteditable="true"]')) return
    event.preventDefault()
    const kept = search.dataset[TYPED_AHEAD] ?? ''
    search.dataset[TYPED_AHEAD] = event.key === 'Backspace' ? kept.slice(0, -1) : kept + event.key
  }
  const release = () => {
    document.removeEventListener('keydown', onKey, true)
    delete search.dataset.holdingKeys
  }
  document.addEventListener('keydown', onKey, true)
  return () => {
    // The box is drawn within a frame or two of the search's code running; a search that could not load holds no key.
    setTimeout(() => {
      if (!box()) {
        release()
        delete search.dataset[TYPED_AHEAD]
      }
    }, 1000)
  }
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
