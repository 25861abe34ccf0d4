import type { ToolFeatures } from './features'
import type { Plan } from './plans'

/**
 * What the catalogue's logic reads of a tool: the facts of its tools file
 * after the schema has read it (content/tool-schema.ts's Tool has all of
 * them). Declared here, not imported, so that this pure layer depends on
 * nothing but shared/.
 */
export interface ToolFacts {
  id: string
  name: string
  website: string
  category: string
  /** The field it competes in ("CRM"). */
  group: string
  rating: number
  sponsored: boolean
  pricing: {
    starting: string
    enterprise?: string
    trial?: string
    checked: string
    /** Derived from the plans: whether a free plan exists. */
    free: boolean
    /** Derived from the plans: the starting price as a number. */
    from?: { amount: number; currency: string; per?: string }
  }
  plans: readonly Plan[]
  features: ToolFeatures
  platforms?: readonly string[]
  quickSpecs: readonly { label: string; value: string }[]
  pros: readonly string[]
  cons: readonly string[]
}
