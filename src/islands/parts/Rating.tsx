import { Star } from 'lucide-react'

/** "4.6 out of 5" with a star; the number is the text, the star decoration. */
export function Rating({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-medium whitespace-nowrap text-slate-800">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      {value.toFixed(1)}
      <span className="text-slate-600">/ 5</span>
      <span className="sr-only">rating</span>
    </span>
  )
}
