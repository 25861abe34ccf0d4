import { createContext, useContext } from 'react'
import type { ChosenTool } from '../catalogue/compare-choice'
import { CompareToggle } from '../islands/parts/CompareToggle'

/**
 * Whether the page being rendered shows a "Compare" toggle. The frame
 * provides it around the page and draws the compare tray after the page
 * only where one was shown (src/layout/SiteFrame.tsx): a page renders in
 * document order, so the mark is set before the frame reads it, as the
 * island counter's ids are. Pages without a toggle carry no tray at all.
 */
export const CompareToggles = createContext<{ shown: boolean } | null>(null)

/** Marks the page as showing toggles: for a part whose toggles another render draws (the tool finder island). */
export function useCompareToggles() {
  const seen = useContext(CompareToggles)
  if (seen) seen.shown = true
}

/** A tool card's "Compare" toggle on a prerendered page (best-of cards, a profile's alternatives): unpressed until the tray's script reads the visitor's choice. */
export function PageCompareToggle({ tool, className }: { tool: ChosenTool; className?: string }) {
  useCompareToggles()
  return <CompareToggle tool={{ id: tool.id, name: tool.name }} className={className} />
}
