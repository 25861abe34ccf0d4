import { AffiliateNotice } from './AffiliateNotice'
import { Faq } from './Faq'
import { EmailTimeCalculatorIsland } from './islands'
import { PageCards } from './PageCards'
import { ProseLink } from './ProseLink'
import { ProseTable } from './ProseTable'
import { ToolCard } from './ToolCard'
import { TryLink } from './TryLink'

/**
 * Every component a page can use in MDX, by the name writers type.
 * Interactive ones are islands; the writer never needs to know.
 * Documented, with an example each, in content/README.md.
 */
export const mdxComponents = {
  a: ProseLink,
  AffiliateNotice,
  EmailTimeCalculator: EmailTimeCalculatorIsland,
  Faq,
  PageCards,
  table: ProseTable,
  ToolCard,
  TryLink,
}
