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

/** Interactive components, each wrapped as an island with its wake strategy. */
export const SearchIsland = island('SearchDialog', SearchDialog, 'intent')
export const EmailTimeCalculatorIsland = island('EmailTimeCalculator', EmailTimeCalculator, 'load')
export const ToolDirectoryIsland = island('ToolDirectory', ToolDirectory, 'load')
export const FilterableCardsIsland = island('FilterableCards', FilterableCards, 'load')
export const RoiCalculatorIsland = island('RoiCalculator', RoiCalculator, 'load')
export const SaasBreakevenCalculatorIsland = island('SaasBreakevenCalculator', SaasBreakevenCalculator, 'load')
export const TeamProductivityCalculatorIsland = island('TeamProductivityCalculator', TeamProductivityCalculator, 'load')
export const ToolCostCalculatorIsland = island('ToolCostCalculator', ToolCostCalculator, 'load')
export const ComplianceRoiCalculatorIsland = island('ComplianceRoiCalculator', ComplianceRoiCalculator, 'load')
