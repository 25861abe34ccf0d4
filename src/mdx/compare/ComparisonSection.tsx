import type { ReactNode } from 'react'

/** A comparison section with the template's fixed anchor, its heading, the writer's prose, then the data. */
export function ComparisonSection({ id, heading, prose, children }: { id: string; heading: string; prose?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="my-12">
      <h2 id={`${id}-heading`}>{heading}</h2>
      {prose}
      <div className="mt-6">{children}</div>
    </section>
  )
}
