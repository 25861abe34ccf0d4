import { fields, oneOf } from '../content/fields'
import { usePage } from '../page/context'
import { ToolCard } from './ToolCard'
import { validated } from './validated'

/** The props writers give <RankedList>. */
const props = fields({
  /** full: quick specs, pros and cons. compact: key benefits and platforms. Default: full. */
  variant: oneOf(['full', 'compact']).default('full'),
})

/** The page's ranked tools (frontmatter `tools`), best first, as tool cards. */
function RankedListView({ variant }: { variant: 'full' | 'compact' }) {
  const { page } = usePage('RankedList')
  if (page.data.kind !== 'best') throw new Error('<RankedList>: only best-of pages have ranked tools')
  return (
    <ol className="not-prose list-none p-0">
      {page.data.tools.map((entry, index) => (
        <li key={entry.id}>
          <ToolCard tool={entry.id} rank={index + 1} badge={entry.badge} bestFor={entry.bestFor} keyBenefits={entry.keyBenefits} variant={variant} />
        </li>
      ))}
    </ol>
  )
}

export const RankedList = validated('RankedList', props, RankedListView)
