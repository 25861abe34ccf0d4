import { NO_CHOICE, readChoice, removeTool, toggleTool, writeChoice, type Change, type Choice, type ChosenTool } from '../../catalogue/compare-choice'
import { COMPARE_STORAGE_KEY } from './compare-key'

/** What the store needs of session storage (a test gives a stand-in). */
export interface ChoiceStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** Told of every change of the choice; without a change, the choice was read again (a page back from the back-forward cache). */
export type ChoiceListener = (change?: Change) => void

export interface CompareStore {
  /** The choice now: the same object until it changes (React's useSyncExternalStore relies on that). */
  chosen(): Choice
  /** False once the browser has refused to keep the choice: it then lasts only on this page. */
  kept(): boolean
  toggle(tool: ChosenTool): Change
  remove(id: string): Change | null
  /** Reads the choice again from storage, telling every listener. */
  reload(): void
  subscribe(listener: ChoiceListener): () => void
}

/**
 * The tools chosen to compare, kept in session storage so that the choice
 * follows the visitor from page to page in this tab and is gone when the
 * tab closes (a choice in progress, not a preference to remember; and the
 * address of a best-of page stays its own). Where storage is unavailable
 * (turned off, or throwing as some private modes do) the choice lives in
 * memory for this page, and kept() says so for the tray to tell the visitor.
 *
 * `storage` is called at each use, so a storage that throws on access is caught there.
 */
export function compareStore(storage: () => ChoiceStorage): CompareStore {
  let current: Choice | undefined
  let kept = true
  const listeners = new Set<ChoiceListener>()
  const emit = (change?: Change) => listeners.forEach((listener) => listener(change))
  const chosen = () => {
    if (current) return current
    try {
      current = readChoice(storage().getItem(COMPARE_STORAGE_KEY))
    } catch {
      kept = false
      current = NO_CHOICE
    }
    return current
  }
  const apply = (change: Change) => {
    if (change.kind !== 'refused') {
      current = change.choice
      try {
        storage().setItem(COMPARE_STORAGE_KEY, writeChoice(change.choice))
      } catch {
        kept = false
      }
    }
    emit(change)
    return change
  }
  return {
    chosen,
    kept: () => kept,
    toggle: (tool) => apply(toggleTool(chosen(), tool)),
    remove: (id) => {
      const change = removeTool(chosen(), id)
      return change && apply(change)
    },
    reload: () => {
      current = undefined
      emit()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** The page's one store: the tray and the tool finder's toggles share it. */
export const compare = compareStore(() => window.sessionStorage)

/** No choice, as the server renders every toggle: what a toggle hydrates with before it reads the visitor's. */
export const serverChoice = (): Choice => NO_CHOICE

/**
 * A page the browser restores from its back-forward cache keeps the choice
 * it had, while another page may have changed it since: read it again.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) compare.reload()
  })
}
