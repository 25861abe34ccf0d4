import Builder from '../islands/CompareBuilder'
import { island } from '../page/island'

const BuilderIsland = island(Builder)

/** The compare builder (up to four tools side by side, chosen in the page or its address); used on /compare. */
export function CompareBuilder() {
  return <BuilderIsland />
}
