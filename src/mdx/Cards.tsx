import type { ReactNode } from 'react'
import { z } from 'zod'
import { expected, fields, text } from '../content/fields'
import { validated } from './validated'

/** A responsive grid of <Card>s. */
function CardsView({ columns, children }: { columns: 2 | 3; children?: ReactNode }) {
  return <div className={`not-prose my-6 grid gap-4 ${columns === 3 ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2'}`}>{children}</div>
}

export const Cards = validated(
  'Cards',
  fields({
    /** Columns on wide screens. Default: 2. */
    columns: z.literal([2, 3], { error: expected('2 or 3') }).default(2),
    children: z.custom<ReactNode>().optional(),
  }),
  CardsView,
)

/** One card: a title, an optional label above it, and Markdown inside. */
function CardView({ title, label, children }: { title: string; label?: string; children?: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {label && <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{label}</p>}
      <h3 className="mt-1 text-lg font-semibold text-slate-950">{title}</h3>
      <div className="prose prose-sm prose-slate mt-2 max-w-none">{children}</div>
    </section>
  )
}

export const Card = validated(
  'Card',
  fields({
    /** The card's heading. */
    title: text(),
    /** A short label above the title ("Phase 1", "Recommended: Otter.ai"). */
    label: text().optional(),
    children: z.custom<ReactNode>().optional(),
  }),
  CardView,
)
