import { memo, type ReactNode } from 'react'
import { featureSections, rowAgrees, type FeatureSection } from '../../../catalogue/comparison-rows'
import type { Field } from '../../../catalogue/features'
import { allAgree, compareRows, type ToolRecord } from '../../../catalogue/compare-builder'
import { FeatureCell } from '../FeatureCell'

const rowHeader = 'pinned-edge sticky left-0 z-10 border-b border-slate-100 bg-white p-3 align-top font-medium text-slate-700'
const cell = 'border-b border-slate-100 p-3 align-top text-slate-900'
// The table's last row draws no rule under it: the table ends there.
const lastRowHeader = 'pinned-edge sticky left-0 z-10 bg-white p-3 align-top font-medium text-slate-700'
const lastCell = 'p-3 align-top text-slate-900'

/** One row of the table: its label, then one cell a tool, in the order of the tools' columns. */
function ToolRow({ label, chosen, cells, last = false }: { label: string; chosen: ToolRecord[]; cells: ReactNode[]; last?: boolean }) {
  return (
    <tr>
      <th scope="row" className={last ? lastRowHeader : rowHeader}>
        {label}
      </th>
      {cells.map((content, index) => (
        <td key={chosen[index]!.id} className={last ? lastCell : cell}>
          {content}
        </td>
      ))}
    </tr>
  )
}

/** A tool's pros, or its cons. */
function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-4">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/** A group of feature rows under its heading: every feature of the group, each tool's value or "Not checked". */
function FeatureRowGroup({ section, chosen, hideAgreeing }: { section: FeatureSection; chosen: ToolRecord[]; hideAgreeing: boolean }) {
  const rows = section.rows.filter((row) => !hideAgreeing || !rowAgrees(row))
  if (rows.length === 0) return null
  return (
    <tbody>
      <tr>
        <th scope="rowgroup" colSpan={chosen.length + 1} className="border-b border-slate-200 bg-slate-50 px-3 pt-5 pb-2 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          {/* The cell spans the table, so it scrolls with it: its words keep to the box's left edge, whole. */}
          <span className="sticky left-3 inline-block">{section.heading}</span>
        </th>
      </tr>
      {rows.map((row) => (
        <ToolRow key={row.id} label={row.label} chosen={chosen} cells={row.cells.map((value) => <FeatureCell value={value} />)} />
      ))}
    </tbody>
  )
}

function CompareTable({ chosen, fields, hideAgreeing }: { chosen: ToolRecord[]; fields: Map<string, Field>; hideAgreeing: boolean }) {
  const rows = compareRows(chosen).filter((row) => !hideAgreeing || !allAgree(row))
  const fieldOfGroup = (group: string) => [...fields.values()].find((field) => field.name === group)?.id
  const sections = featureSections(chosen, fields, fieldOfGroup)
  return (
    // The first column stays in place while a phone scrolls the tools sideways.
    // relative: the screen-reader words of its cells (position: absolute) are clipped with it, not left to widen the page.
    <div className="scroll-shadows relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className="w-full min-w-[36rem] border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">{`${chosen.map((record) => record.name).join(', ')} side by side`}</caption>
        <thead>
          <tr>
            <th scope="col" className="pinned-edge sticky left-0 z-10 border-b border-slate-200 bg-white p-3 font-semibold text-slate-600">
              Tool
            </th>
            {chosen.map((record) => (
              <th key={record.id} scope="col" className="border-b border-slate-200 p-3 align-top">
                <a href={record.profile} className="text-base font-semibold text-slate-950 underline decoration-slate-300 underline-offset-4 hover:text-indigo-800">
                  {record.name}
                </a>
                <span className="block text-xs font-normal text-slate-600">{record.category}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ToolRow key={row.label} label={row.label} chosen={chosen} cells={row.values} />
          ))}
        </tbody>
        {sections.map((section, index) => (
          <FeatureRowGroup key={`${index}/${section.heading}`} section={section} chosen={chosen} hideAgreeing={hideAgreeing} />
        ))}
        <tbody>
          <ToolRow label="Pros" chosen={chosen} cells={chosen.map((record) => <BulletList items={record.pros} />)} />
          <ToolRow label="Cons" chosen={chosen} cells={chosen.map((record) => <BulletList items={record.cons} />)} last />
        </tbody>
      </table>
    </div>
  )
}

/**
 * The feature table, drawn again only when the tools, the fields or the
 * hiding of agreeing rows change: a new team size or need changes none of
 * them, so typing in the team-cost panel redraws that panel alone (its
 * budget is 16 ms a change at 4x CPU slowdown; the table is most of the
 * builder's 1,300 elements with four tools).
 */
export const SteadyCompareTable = memo(CompareTable)
