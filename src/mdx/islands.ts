import { island } from '../islands/island'
import ComplianceRoiCalculator from '../islands/ComplianceRoiCalculator'
import EmailTimeCalculator from '../islands/EmailTimeCalculator'
import FilterableCards from '../islands/FilterableCards'
import RoiCalculator from '../islands/RoiCalculator'
import SaasBreakevenCalculator from '../islands/SaasBreakevenCalculator'
import TeamProductivityCalculator from '../islands/TeamProductivityCalculator'
import ToolCostCalculator from '../islands/ToolCostCalculator'
import SearchDialog from '../islands/SearchDialog'
import ToolDirectory from '../islands/ToolDirectory'

/**
 * Interactive components, each wrapped as an island with its wake strategy.
 * Calculators and filters wake once the page is idle, just after first
 * paint, so React never competes with it. Until then a calculator's
 * server-rendered form works without React: it submits its inputs as the
 * URL parameters the island reads.
 */
export const SearchIsland = island('SearchDialog', SearchDialog, 'intent')
export const EmailTimeCalculatorIsland = island('EmailTimeCalculator', EmailTimeCalculator, 'idle')
export const ToolDirectoryIsland = island('ToolDirectory', ToolDirectory, 'idle')
export const FilterableCardsIsland = island('FilterableCards', FilterableCards, 'idle')
export const RoiCalculatorIsland = island('RoiCalculator', RoiCalculator, 'idle')
export const SaasBreakevenCalculatorIsland = island('SaasBreakevenCalculator', SaasBreakevenCalculator, 'idle')
export const TeamProductivityCalculatorIsland = island('TeamProductivityCalculator', TeamProductivityCalculator, 'idle')
export const ToolCostCalculatorIsland = island('ToolCostCalculator', ToolCostCalculator, 'idle')
export const ComplianceRoiCalculatorIsland = island('ComplianceRoiCalculator', ComplianceRoiCalculator, 'idle')
