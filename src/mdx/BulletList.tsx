import { Check, Minus } from 'lucide-react'

/** Pros (a check) or cons (a minus), one per line. */
export function BulletList({ items, icon }: { items: readonly string[]; icon: 'check' | 'minus' }) {
  const Icon = icon === 'check' ? Check : Minus
  return (
    <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${icon === 'check' ? 'text-emerald-600' : 'text-rose-600'}`} />
          {item}
        </li>
      ))}
    </ul>
  )
}
