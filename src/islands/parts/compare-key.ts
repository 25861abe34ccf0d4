/**
 * Where session storage keeps the tools chosen to compare. Its own module
 * so that the loader can ask whether anything is chosen (and so whether
 * the tray must wake at load) without loading the tray's code.
 */
export const COMPARE_STORAGE_KEY = 'toolcompass:compare'

/** Whether session storage holds a choice, roughly: the tray reads it properly (readChoice). False where storage is off. */
export function choiceStored(): boolean {
  try {
    const stored = window.sessionStorage.getItem(COMPARE_STORAGE_KEY)
    return stored !== null && stored !== '[]'
  } catch {
    return false
  }
}
