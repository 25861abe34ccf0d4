import { Toaster } from 'sonner'
// Loaded as a stylesheet file, not injected as a <style> element (see src/node/vite-plugin-sonner-css.ts).
import 'sonner/dist/styles.css'

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
