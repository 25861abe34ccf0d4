import { island } from '../islands/island'
import EmailTimeCalculator from '../islands/EmailTimeCalculator'
import SearchDialog from '../islands/SearchDialog'

/** Interactive components, each wrapped as an island with its wake strategy. */
export const SearchIsland = island('SearchDialog', SearchDialog, 'intent')
export const EmailTimeCalculatorIsland = island('EmailTimeCalculator', EmailTimeCalculator, 'load')
