import { AffiliateNotice } from './AffiliateNotice'
import { BestToolsDirectory } from './BestToolsDirectory'
import { CalculatorDirectory } from './CalculatorDirectory'
import { Card, Cards } from './Cards'
import { ComparisonDirectory } from './ComparisonDirectory'
import { ComparisonPreview } from './compare/ComparisonPreview'
import { ComparisonNav, FeatureTable, GetStarted, Overview, PricingTable, ProsCons, Screenshots, UseCases } from './compare/sections'
import { Faq } from './Faq'
import { GuideList } from './GuideList'
import { HowWeReview } from './HowWeReview'
import { ComplianceRoiCalculatorIsland, EmailTimeCalculatorIsland, RoiCalculatorIsland, SaasBreakevenCalculatorIsland, TeamProductivityCalculatorIsland, ToolCostCalculatorIsland } from './islands'
import { NewsletterSignup } from './NewsletterSignup'
import { PageCards } from './PageCards'
import { ProseLink } from './ProseLink'
import { ProseTable } from './ProseTable'
import { QuickComparisonTable } from './QuickComparisonTable'
import { RankedList } from './RankedList'
import { RelatedLinks } from './RelatedLinks'
import { RequestCalculator } from './RequestCalculator'
import { SelectionCriteria } from './SelectionCriteria'
import { Stats } from './Stats'
import { TableOfContents } from './TableOfContents'
import { ToolCard } from './ToolCard'
import { TryLink } from './TryLink'

/**
 * Every component a page can use in MDX, by the name writers type.
 * Interactive ones are islands; the writer never needs to know.
 * Documented, with an example each, in content/README.md.
 */
export const mdxComponents = {
  a: ProseLink,
  table: ProseTable,
  AffiliateNotice,
  BestToolsDirectory,
  CalculatorDirectory,
  Card,
  Cards,
  ComparisonDirectory,
  ComplianceRoiCalculator: ComplianceRoiCalculatorIsland,
  ComparisonNav,
  ComparisonPreview,
  EmailTimeCalculator: EmailTimeCalculatorIsland,
  Faq,
  FeatureTable,
  GetStarted,
  GuideList,
  HowWeReview,
  NewsletterSignup,
  Overview,
  PageCards,
  PricingTable,
  ProsCons,
  QuickComparisonTable,
  RankedList,
  RelatedLinks,
  RequestCalculator,
  RoiCalculator: RoiCalculatorIsland,
  SaasBreakevenCalculator: SaasBreakevenCalculatorIsland,
  Screenshots,
  SelectionCriteria,
  Stats,
  TableOfContents,
  TeamProductivityCalculator: TeamProductivityCalculatorIsland,
  ToolCostCalculator: ToolCostCalculatorIsland,
  ToolCard,
  TryLink,
  UseCases,
}
