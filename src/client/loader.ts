import type { IslandModule } from '../islands/parts/island-module'
import { startFrameBehaviours } from './frame'

/**
 * The only script every page loads, started after the first paint by the
 * page's inline bootstrap (src/server/bootstrap.ts). It wakes each island
 * marker when its strategy says so, and runs the page frame's few plain
 * behaviours. React arrives with the first island that wakes, never before.
 */

/** Each island's chunk, by file: an island is a file directly in src/islands/, named as its markers are. */
const islandModules = import.meta.glob<IslandModule>('../islands/*.tsx')

const woken = new WeakMap<HTMLElement, Promise<void>>()

export function wakeIsland(element: HTMLElement): Promise<void> {
  const existing = woken.get(element)
  if (existing) return existing
  const name = element.dataset.island ?? ''
  const load = islandModules[`../islands/${name}.tsx`]
  const started = load
    ? Promise.all([load(), import('./hydrate')]).then(([module, { hydrateIsland }]) =>
        hydrateIsland(element, name, module.default as never, module.label),
      )
    : Promise.reject(new Error(`Unknown island "${name}"`))
  const done = started
    .then(() => void (element.dataset.hydrated = 'true'))
    .catch((error: unknown) => console.error(`Island "${name}" could not load:`, error))
  woken.set(element, done)
  return done
}

function onIntent(element: HTMLElement) {
  const wake = () => void wakeIsland(element)
  for (const type of ['pointerenter', 'focusin', 'touchstart'] as const) element.addEventListener(type, wake, { once: true, passive: true })
  // The keyboard may have got there before this script ran (a visitor tabbing while the page loads): the focus inside is intent too.
  if (element.contains(document.activeElement)) wake()
  // A click that arrives before the island is ready is held back and
  // replayed once it is, so it is handled exactly once.
  const holdClick = (event: MouseEvent) => {
    if (element.dataset.hydrated) return element.removeEventListener('click', holdClick, true)
    event.preventDefault()
    event.stopImmediatePropagation()
    // The target may be an SVG icon, which has no click(): dispatch the event instead.
    const target = event.target as Element
    void wakeIsland(element).then(() => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true })))
  }
  element.addEventListener('click', holdClick, true)
}

function schedule(element: HTMLElement) {
  switch (element.dataset.wake) {
    case 'load':
      return void wakeIsland(element)
    case 'idle':
      return void ('requestIdleCallback' in window ? requestIdleCallback(() => void wakeIsland(element)) : setTimeout(() => void wakeIsland(element), 200))
    case 'visible': {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect()
            void wakeIsland(element)
          }
        },
        { rootMargin: '200px' },
      )
      // Markers are display: contents and have no box of their own: watch what they hold.
      const targets = element.children.length > 0 ? [...element.children] : [element]
      return targets.forEach((target) => observer.observe(target))
    }
    default:
      return onIntent(element)
  }
}

/** Schedules every island marker inside `root` (the page at start; new content after a preview refresh). */
export function scheduleIslands(root: ParentNode) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) schedule(element)
}

/**
 * Clicks and shortcuts the bootstrap held before this script ran
 * (src/server/bootstrap.ts), replayed now that they can be handled;
 * from here on the bootstrap holds nothing.
 */
function replayHeldEvents() {
  const bootstrap = document.querySelector<HTMLScriptElement & { held?: Event[] | null }>('script[data-src]')
  const held = bootstrap?.held ?? []
  if (bootstrap) bootstrap.held = null
  for (const event of held) {
    const again =
      event instanceof KeyboardEvent
        ? new KeyboardEvent('keydown', { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey, altKey: event.altKey, bubbles: true, cancelable: true, composed: true })
        : new MouseEvent('click', { bubbles: true, cancelable: true, composed: true })
    event.target?.dispatchEvent(again)
  }
}

scheduleIslands(document)

startFrameBehaviours({ wakeIsland })

replayHeldEvents()
