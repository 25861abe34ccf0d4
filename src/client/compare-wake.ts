import { choiceStored } from '../islands/parts/compare-key'

/**
 * When the compare tray's script (compare-tray.ts) loads: at once where a
 * choice is already stored (the tray must show it and press its toggles),
 * else when a visitor first hovers, focuses or touches a "Compare" toggle.
 * So a best-of page or a profile visited with nothing chosen loads none of
 * it before interaction. A click on a toggle before the tray is ready (or,
 * in the tool finder, before the finder has hydrated) is held and replayed
 * once both are, so it counts exactly once. Pages without a toggle have no
 * tray (SiteFrame) and this does nothing.
 */

const TOGGLE = '[data-compare-toggle]'

const toggleOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>(TOGGLE) : null)

export function wakeCompareTray(wakeIsland: (element: HTMLElement) => Promise<void>) {
  const tray = document.querySelector<HTMLElement>('[data-compare-tray]')
  if (!tray) return
  let ready = false
  let loading: Promise<void> | undefined
  const wake = () =>
    (loading ??= import('./compare-tray')
      .then(({ startCompareTray }) => {
        startCompareTray(tray)
        ready = true
      })
      .catch((error: unknown) => console.error('The compare tray could not load:', error)))

  if (choiceStored()) void wake()
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, (event) => void (toggleOf(event) && wake()), { passive: true })
  }
  document.addEventListener(
    'click',
    (event) => {
      const toggle = toggleOf(event)
      if (!toggle) return
      const island = toggle.closest<HTMLElement>('[data-island]')
      if (ready && (!island || island.dataset.hydrated)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      void Promise.all([wake(), island && wakeIsland(island)]).then(() => {
        // Only once both are ready: a finder that failed to hydrate would hold the replayed click again, and again.
        if (ready && toggle.isConnected && (!island || island.dataset.hydrated)) toggle.click()
      })
    },
    true,
  )
}
