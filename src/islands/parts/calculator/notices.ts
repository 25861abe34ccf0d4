import { useEffect, useRef, type ComponentType } from 'react'
import { useOnDemand } from '../use-on-demand'

/** A notice a calculator shows as a toast: its kind, title and one sentence. */
export interface Notice {
  kind: 'error' | 'success'
  title: string
  description: string
}

type ToastsModule = typeof import('../Toasts')

/**
 * A calculator's toasts, with Sonner's code (some 5 KB gzip) loaded when
 * they are first wanted rather than as the calculator wakes: when the
 * visitor's pointer or focus first reaches the calculator (`wake`), so the
 * toaster, a polite live region, is in the page before a notice is put in
 * it, or at the first notice (a shared link's bad value, on load). Notices
 * asked for before it is in are shown once it is.
 */
export function useNotices(): { Toaster: ComponentType | undefined; wake: () => void; notify: (notice: Notice) => void } {
  const [loaded, wake] = useOnDemand(() => import('../Toasts'), 'Notices')
  const waiting = useRef<Notice[]>([])
  const show = (module: ToastsModule, { kind, title, description }: Notice) => module.showToast(kind, title, description)
  // The notices waiting for the toaster, a frame after it is in the page: a live region is heard when what it holds
  // changes, so it is drawn empty first.
  useEffect(() => {
    if (!loaded || waiting.current.length === 0) return
    const frame = requestAnimationFrame(() => waiting.current.splice(0).forEach((notice) => show(loaded, notice)))
    return () => cancelAnimationFrame(frame)
  }, [loaded])
  const notify = (notice: Notice) => {
    if (loaded && waiting.current.length === 0) return void show(loaded, notice)
    waiting.current.push(notice)
    wake()
  }
  return { Toaster: loaded?.Toasts, wake, notify }
}
