import type { ChosenTool } from '../../catalogue/compare-choice'

/**
 * A tool card's "Compare" toggle: pressed, the tool is in the compare tray.
 * Its name says which tool ("Compare Notion"), so a list of them reads
 * well by buttons. The plus or check is drawn by CSS (compare-toggle in
 * global.css), so both states have the same size and a change never moves
 * the page. Best-of pages and profiles render it once, unpressed, and the
 * tray's plain script (src/client/compare-tray.ts) presses it; the tool
 * finder gives it its state and onToggle. The data attributes are what the
 * loader wakes the tray on and the tray reads the tool from.
 */
export function CompareToggle({ tool, pressed = false, onToggle, className = '' }: { tool: ChosenTool; pressed?: boolean; onToggle?: () => void; className?: string }) {
  return (
    <button
      type="button"
      data-compare-toggle={tool.id}
      data-tool-name={tool.name}
      aria-pressed={pressed}
      aria-label={`Compare ${tool.name}`}
      onClick={onToggle}
      className={`compare-toggle not-prose btn btn-secondary print:hidden aria-pressed:border-indigo-700 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-900 aria-pressed:hover:bg-indigo-100 ${className}`}
    >
      Compare
    </button>
  )
}
