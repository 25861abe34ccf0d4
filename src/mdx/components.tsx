import { embeddedIslands } from '../page/island'
import { didYouMean } from '../shared/closest'
import { AffiliateNotice } from './AffiliateNotice'
import { BestToolsDirectory } from './BestToolsDirectory'
import { CalculatorDirectory } from './CalculatorDirectory'
import { Card, Cards } from './Cards'
import { ComparisonDirectory } from './ComparisonDirectory'
import { CompareBuilder } from './CompareBuilder'
import { ComparisonPreview } from './compare/ComparisonPreview'
import { ComparisonNav, FeatureTable, GetStarted, Overview, PricingTable, ProsCons, Screenshots, UseCases } from './compare/sections'
import { Faq } from './Faq'
import { GuideList } from './GuideList'
import { HowWeReview } from './HowWeReview'
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
import { ToolCatalogue } from './ToolCatalogue'
import { TryLink } from './TryLink'

/**
 * Every component a page can use in MDX, by the name writers type: the ones
 * below, and every island in src/islands/ that writers embed (the
 * calculators, by their file names). Interactive ones are islands; the
 * writer never needs to know. Documented, with an example each, in
 * content/README.md.
 */
export const mdxComponents = {
  ...embeddedIslands(),
  a: ProseLink,
  table: ProseTable,
  AffiliateNotice,
  BestToolsDirectory,
  CalculatorDirectory,
  Card,
  Cards,
  CompareBuilder,
  ComparisonDirectory,
  ComparisonNav,
  ComparisonPreview,
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
  Screenshots,
  SelectionCriteria,
  Stats,
  TableOfContents,
  ToolCard,
  ToolCatalogue,
  TryLink,
  UseCases,
}

/**
 * A component a page uses that the site does not have, as a writer needs
 * it: which name, the one or two it likely meant, and where the list is.
 * Rendering says it (server/render.tsx), and so does the check of a page
 * that is not rendered (server/written-checks.ts).
 */
export function unknownComponentProblem(name: string): string {
  return `<${name}>: no such component${didYouMean(name, Object.keys(mdxComponents), 'the components pages can use are listed in content/README.md')}`
}
