import { DEFAULT_TEAM } from '../catalogue/team-cost'

/**
 * What an island cannot do where JavaScript is off or blocked, said to those
 * visitors only, in a <noscript> before it (src/page/island.tsx). Its page's
 * HTML reads as usual, but its controls do nothing and it cannot read the
 * address: without a word, a shared link's choices or a Calculate would be
 * lost. Keyed by the island's file name; an island whose HTML says all it
 * can (the search button in the header) has none. Kept here, on the server,
 * not in the islands' modules: every byte of those is in the browser's
 * scripts too.
 */
const CALCULATOR = 'This calculator works in your browser and needs JavaScript, which is off or blocked here: without it, Calculate shows no results.'
const CATEGORIES = 'Choosing a category needs JavaScript, which is off or blocked here: the list below shows every category.'

export const WITHOUT_SCRIPT: Readonly<Record<string, string>> = {
  RoiCalculator: CALCULATOR,
  ToolCostCalculator: CALCULATOR,
  SaasBreakevenCalculator: CALCULATOR,
  TeamProductivityCalculator: CALCULATOR,
  EmailTimeCalculator: CALCULATOR,
  ComplianceRoiCalculator: CALCULATOR,
  CompareBuilder:
    "The side-by-side comparison is drawn in your browser and needs JavaScript, which is off or blocked here: it cannot show the tools this address names. Each tool's profile, from All tools, has its plans, prices and features.",
  ToolFinder: 'Filtering and sorting need JavaScript, which is off or blocked here: the list below is every tool, best rated first, whatever the address asks for.',
  ToolDirectory: CATEGORIES,
  FilterableCards: CATEGORIES,
  PlanCosts: `Changing the team size needs JavaScript, which is off or blocked here: the figures below are for a team of ${DEFAULT_TEAM}.`,
}
