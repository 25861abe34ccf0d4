import { CircleAlert, CircleCheck } from 'lucide-react'
import type { ReactNode } from 'react'

/** A result's warning (announced at once, role="alert") or good news (role="status"). */
export function Notice({ tone, title, children }: { tone: 'warning' | 'success'; title: string; children: ReactNode }) {
  const warning = tone === 'warning'
  const Icon = warning ? CircleAlert : CircleCheck
  return (
    <div role={warning ? 'alert' : 'status'} className={`mt-4 flex gap-3 rounded-xl border p-4 text-sm ${warning ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-emerald-300 bg-emerald-50 text-emerald-950'}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5">{children}</p>
      </div>
    </div>
  )
}
