import { ScrollRegion } from '../../islands/parts/ScrollRegion'
import { billingInWords, headlineInWords, planAudience, planLabel, type Plan } from '../../catalogue/plans'
import { formatDate } from '../../shared/dates'

/** A tool's plans as the vendor states them: plan, price, billing, who it is for or what it adds, and when the price was checked. */
export function PlansTable({ toolName, plans }: { toolName: string; plans: readonly Plan[] }) {
  return (
    <ScrollRegion label={`${toolName} plans`} className="rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{`${toolName} plans and prices`}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold">Plan</th>
            <th scope="col" className="px-4 py-2.5 font-semibold">Price</th>
            <th scope="col" className="px-4 py-2.5 font-semibold">Billing</th>
            <th scope="col" className="px-4 py-2.5 font-semibold">For</th>
            <th scope="col" className="px-4 py-2.5 font-semibold">Checked</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {plans.map((plan) => (
            <tr key={planLabel(plan)}>
              <th scope="row" className="px-4 py-2.5 font-medium text-slate-950">{planLabel(plan)}</th>
              <td className="px-4 py-2.5 text-slate-800">{headlineInWords(plan.price)}</td>
              <td className="px-4 py-2.5 text-slate-700">{billingInWords(plan.price)}</td>
              <td className="px-4 py-2.5 text-slate-700">{planAudience(plan) ?? 'No limits stated'}</td>
              <td className="px-4 py-2.5 text-slate-700">
                <time dateTime={plan.checked}>{formatDate(plan.checked)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
