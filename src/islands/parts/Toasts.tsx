import { toast, Toaster } from 'sonner'
// Loaded as a stylesheet file, not injected as a <style> element (see src/node/vite-plugin-sonner-css.ts).
import 'sonner/dist/styles.css'

/** A toast, from this module: the calculators load it with the toaster, when they first need either (calculator/notices.ts). */
export function showToast(kind: 'error' | 'success', title: string, description: string) {
  toast[kind](title, { description })
}

/**
 * Notifications: bottom-right, at most 3 visible, 4 seconds each,
 * stacked above the scroll-to-top button.
 */
export function Toasts() {
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      richColors
      closeButton
      offset={{ bottom: '5rem', right: '1rem' }}
      mobileOffset={{ bottom: '5rem' }}
    />
  )
}
