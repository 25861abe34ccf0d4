import { useSyncExternalStore } from 'react'
import { isChosen, type ChosenTool } from '../../catalogue/compare-choice'
import { compare, serverChoice } from './compare-store'
import { CompareToggle } from './CompareToggle'

/**
 * The "Compare" toggle of a card an island draws (the /tools finder's tiles,
 * the /best-tools grid): pressed when the tool is in the stored choice, and
 * pressing it changes the choice, which the tray follows. It renders
 * unpressed on the server and while it hydrates (the server cannot know the
 * visitor's choice), then shows the stored choice: no hydration mismatch,
 * and the same size either way. A click before the island hydrates is held
 * and replayed by src/client/compare-wake.ts.
 */
export function ChoiceCompareToggle({ tool, className }: { tool: ChosenTool; className?: string }) {
  const choice = useSyncExternalStore(compare.subscribe, compare.chosen, serverChoice)
  const chosen = { id: tool.id, name: tool.name }
  return <CompareToggle tool={chosen} pressed={isChosen(choice, tool.id)} onToggle={() => compare.toggle(chosen)} className={className} />
}
