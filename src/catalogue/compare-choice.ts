import { compareQuery, MOST_COMPARED } from './compare-address'

/**
 * The tools a visitor picks with the "Compare" toggles on tool cards (the
 * /tools finder, best-of pages, a profile's alternatives), shown in the
 * compare tray and opened in the builder. Pure: the rules, the words and
 * the address; the browser keeps the choice in session storage
 * (src/islands/parts/compare-store.ts) and draws the tray (src/client/compare-tray.ts).
 */

/** A chosen tool: its id for the builder's address, its name for the tray (so no page has to fetch tool data to show it). */
export interface ChosenTool {
  id: string
  name: string
}

/** The chosen tools in the order they were picked, each once, at most MOST_COMPARED. */
export type Choice = readonly ChosenTool[]

/** What a toggle or the tray did: a tool added, removed, or refused because the choice is full. */
export interface Change {
  kind: 'added' | 'removed' | 'refused'
  tool: ChosenTool
  /** The choice after the change (unchanged when refused). */
  choice: Choice
}

export const NO_CHOICE: Choice = Object.freeze([])

/** An id as a tools file is named (content/_tools/<id>.yaml): what a stored id must look like to be used. */
const TOOL_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Longer than any tool's name: a stored "name" beyond it is not one of ours. */
const LONGEST_NAME = 80

function isChosenTool(value: unknown): value is ChosenTool {
  if (typeof value !== 'object' || value === null) return false
  const { id, name } = value as Record<string, unknown>
  return typeof id === 'string' && TOOL_ID.test(id) && id.length <= LONGEST_NAME && typeof name === 'string' && name.trim() !== '' && name.length <= LONGEST_NAME
}

/**
 * The choice as session storage holds it (JSON), or no choice. Storage is
 * the visitor's to edit, so nothing in it is trusted: anything that is not
 * a list of {id, name} is no choice, an entry that is not a tool is left
 * out, a repeat is kept once, and only the first MOST_COMPARED count. Never throws.
 */
export function readChoice(stored: string | null | undefined): Choice {
  if (!stored) return NO_CHOICE
  let parsed: unknown
  try {
    parsed = JSON.parse(stored)
  } catch {
    return NO_CHOICE
  }
  if (!Array.isArray(parsed)) return NO_CHOICE
  const choice: ChosenTool[] = []
  for (const entry of parsed) {
    if (choice.length === MOST_COMPARED) break
    if (isChosenTool(entry) && !choice.some((tool) => tool.id === entry.id)) choice.push({ id: entry.id, name: entry.name })
  }
  return choice
}

/** The choice as session storage keeps it. */
export const writeChoice = (choice: Choice): string => JSON.stringify(choice.map(({ id, name }) => ({ id, name })))

export const isChosen = (choice: Choice, id: string): boolean => choice.some((tool) => tool.id === id)

/** A toggle pressed: the tool comes out if it was in, else goes in, unless MOST_COMPARED are already chosen. */
export function toggleTool(choice: Choice, tool: ChosenTool): Change {
  if (isChosen(choice, tool.id)) return removeTool(choice, tool.id)!
  if (choice.length >= MOST_COMPARED) return { kind: 'refused', tool, choice }
  return { kind: 'added', tool, choice: [...choice, { id: tool.id, name: tool.name }] }
}

/** A tool taken out (its toggle, or its remove button in the tray); null when it was not chosen. */
export function removeTool(choice: Choice, id: string): Change | null {
  const tool = choice.find((chosen) => chosen.id === id)
  return tool ? { kind: 'removed', tool, choice: choice.filter((chosen) => chosen.id !== id) } : null
}

/** "2 of 4 chosen": the tray's count, and the end of each announcement. */
export const chosenCount = (choice: Choice): string => `${choice.length} of ${MOST_COMPARED} chosen`

/**
 * What a change says, to a screen reader (and, when refused, on screen):
 * what happened, to which tool, and where the choice stands; a refusal
 * names the limit and how to make room.
 */
export function changeMessage(change: Change): string {
  const { kind, tool, choice } = change
  if (kind === 'refused') return `You can compare up to ${MOST_COMPARED} tools at once. To add ${tool.name}, first remove a tool from the compare tray.`
  const where = choice.length === 0 ? 'no tools chosen' : chosenCount(choice)
  return `${tool.name} ${kind === 'added' ? 'added to' : 'removed from'} the comparison: ${where}.`
}

/** The tray's link to the builder with the chosen tools: "Compare 2 tools", /compare?tools=a,b. */
export function compareLink(choice: Choice): { href: string; label: string } {
  return { href: `/compare${compareQuery(choice.map((tool) => tool.id))}`, label: `Compare ${choice.length} ${choice.length === 1 ? 'tool' : 'tools'}` }
}

/** Said once, in the tray, when the browser will not keep the choice (storage off or full): it lasts only on this page. */
export const NOT_KEPT_NOTE = 'Your browser is not letting this site keep your choice, so it will be lost when you leave this page.'
