/**
 * A page's first `history.replaceState` or `pushState` costs several times
 * its next ones: at 4x CPU slowdown on the compare builder, 17 to 45 ms
 * against 4 to 6 (docs/performance.md, nineteenth session). An island that
 * writes the address as a visitor types pays that first cost here, once,
 * when the page is idle, so a visitor's first change does not.
 *
 * The write puts back the address and state the page already has: no
 * history entry, no event, nothing a reader of the address can tell.
 */
import { whenIdle } from './when-idle'

let warmed = false

/** Has the history write warmed up when the page is next idle; once a page, however many islands ask. */
export function warmHistoryWrites(): void {
  if (warmed || typeof window === 'undefined') return
  warmed = true
  whenIdle(() => window.history.replaceState(window.history.state, '', window.location.href))
}
