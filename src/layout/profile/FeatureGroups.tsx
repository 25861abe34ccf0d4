import { featureValue, NOT_CHECKED_FEATURE, type Field, type ToolFeatures } from '../../catalogue/features'
import { FeatureCell } from '../../islands/parts/FeatureCell'
import { formatDate } from '../../shared/dates'

/**
 * A tool's features grouped as its field defines them (the shared list
 * first), every feature of the field with the tool's value or "Not
 * checked"; then any feature of another field its file gives.
 */
export function FeatureGroups({ features, fields, own }: { features: ToolFeatures; fields: ReadonlyMap<string, Field>; own: readonly string[] }) {
  const groups = [...fields.values()].flatMap((field) =>
    field.groups.flatMap((group) => {
      const isOwn = own.includes(field.id)
      // Another field's features show only where this tool's file gives them.
      const shown = isOwn ? group.features : group.features.filter((feature) => featureValue(features, feature.id) !== undefined)
      return shown.length ? [{ key: `${field.id}/${group.name}`, name: isOwn ? group.name : `${group.name} (${field.name})`, order: own.indexOf(field.id), features: shown }] : []
    }),
  )
  const ordered = groups.sort((a, b) => (a.order === -1 ? own.length : a.order) - (b.order === -1 ? own.length : b.order))
  const total = ordered.reduce((sum, group) => sum + group.features.length, 0)
  const unchecked = ordered.reduce((sum, group) => sum + group.features.filter((feature) => featureValue(features, feature.id) === undefined).length, 0)
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {ordered.map((group) => (
          <div key={group.key} className="rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="font-semibold text-slate-950">{group.name}</h3>
            <dl className="mt-3 divide-y divide-slate-100">
              {group.features.map((feature) => (
                <div key={feature.id} className="flex items-start justify-between gap-4 py-2 text-sm">
                  <dt className="text-slate-700">{feature.label}</dt>
                  <dd className="text-right text-slate-950">
                    <FeatureCell value={featureValue(features, feature.id)} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      <p className="mt-3 text-sm text-slate-600">
        {features.checked ? <>Features checked <time dateTime={features.checked}>{formatDate(features.checked)}</time>. </> : null}
        {unchecked > 0 ? `${unchecked} of ${total} features are marked "${NOT_CHECKED_FEATURE}": we have not confirmed them, so they may or may not be offered.` : 'Every feature listed was checked.'}
      </p>
    </>
  )
}
