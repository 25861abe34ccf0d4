import type { Tone } from '../../../calculators/charts'

/** What every chart picture shares: its width in its own units and its colours. */

/** A chart's size in its own units: 320 wide is about a phone's card, so 13-unit labels stay about 12 px at 390 px. */
export const WIDTH = 320

/** Stroke colours: the ROI bands the results use, and cost against savings. */
export const STROKE: Record<Tone, string> = {
  green: '#047857',
  blue: '#1d4ed8',
  yellow: '#b45309',
  red: '#b91c1c',
  cost: '#475569',
  savings: '#047857',
}
