import { Check, X } from 'lucide-react'

/** A yes/no cell: an icon for the eye, a word for screen readers. */
export function Supported({ value, yes = 'Supported', no = 'Not supported' }: { value: boolean; yes?: string; no?: string }) {
  return value ? (
    <span className="inline-flex items-center text-emerald-700">
      <Check aria-hidden="true" className="size-5" />
      <span className="sr-only">{yes}</span>
    </span>
  ) : (
    <span className="inline-flex items-center text-rose-700">
      <X aria-hidden="true" className="size-5" />
      <span className="sr-only">{no}</span>
    </span>
  )
}
