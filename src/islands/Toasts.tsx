import { Toaster } from 'sonner'

/** Notifications: bottom-right, at most 3 visible, 4 seconds each (spec section 9). */
export function Toasts() {
  return <Toaster position="bottom-right" visibleToasts={3} duration={4000} richColors closeButton />
}
