import { ExternalLink } from 'lucide-react'
import { bool, fields, oneOf } from '../content/fields'
import { usePage } from '../page/context'
import { vendorRel } from '../shared/links'
import { toolById, toolIdProp } from './tools'
import { validated } from './validated'

/** The props writers give <TryLink>. */
const props = fields({
  /** The tool id (file name in content/_tools/). */
  tool: toolIdProp,
  /** Say "Try {name} Free" when the tool has a free plan. Default: false. */
  free: bool().default(false),
  /** Button style. Default: primary. */
  variant: oneOf(['primary', 'secondary']).default('primary'),
})

/**
 * The outbound "Try {tool}" button. Opens the vendor's site in a new tab
 * with rel nofollow noopener noreferrer, plus sponsored for paid placements
 * (the flag lives in the tool's data file).
 */
function TryLinkView({ tool: id, free, variant }: { tool: string; free: boolean; variant: 'primary' | 'secondary' }) {
  const page = usePage('TryLink')
  const tool = toolById(page, id, 'TryLink')
  const label = free && tool.pricing.free ? `Try ${tool.name} Free` : `Try ${tool.name}`
  return (
    <a
      href={tool.website}
      target="_blank"
      rel={vendorRel(tool.sponsored)}
      data-vendor-link={tool.id}
      className={`not-prose btn ${variant === 'primary' ? 'btn-primary' : 'btn-secondary'}`}
    >
      {label}
      {tool.sponsored && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Sponsored</span>}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  )
}

export const TryLink = validated('TryLink', props, TryLinkView)
