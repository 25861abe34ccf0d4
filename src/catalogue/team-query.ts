import type { Nearest } from './compare-builder'
import { withThousands } from '../shared/thousands'
import { DEFAULT_TEAM, MOST_SEATS } from './team-cost'

/**
 * The team a builder address prices (/compare?tools=a,b&team=20&needs=sso):
 * its size and the features it needs. A value the address gives that
 * cannot be used is named, and the default is used in its place, saying so.
 */

/**
 * A team size as a visitor types it: a whole number from 1 to MOST_SEATS, or why not.
 * `unreadable`: the browser could not read what was typed as a number ("1e", "--"), and gives it as empty.
 */
export function parseTeamSize(raw: string, unreadable = false): { size: number } | { problem: string } {
  if (unreadable) return { problem: 'What is typed is not a whole number of people in digits; enter one such as 10.' }
  const text = raw.trim()
  if (text === '') return { problem: 'Enter a team size, a whole number of people such as 10.' }
  // Too few or too many is said as such whatever the writing ("-3", "1e9"); anything else not in digits is not a whole number.
  const size = Number(text)
  if (size < 1) return { problem: 'A team has at least 1 person.' }
  if (!/^\d+$/.test(text) && !(size > MOST_SEATS)) return { problem: `"${raw}" is not a whole number of people in digits; enter one such as 10.` }
  if (size > MOST_SEATS) return { problem: `Prices are shown for teams of up to ${withThousands(String(MOST_SEATS))} people; "${raw}" is more.` }
  return { size }
}

/** The team size an address asks for (team=20), 10 when it gives none; a value it cannot use is named. */
export function requestedTeam(search: string): { team: number; problems: string[] } {
  const given = new URLSearchParams(search).getAll('team')
  const raw = given[0]
  if (raw === undefined) return { team: DEFAULT_TEAM, problems: [] }
  const parsed = parseTeamSize(raw)
  // Two sizes cannot both be priced: the first is, and the others are named.
  const twice = given.length > 1 ? [`The address gives ${given.length} team sizes; only the first, "${raw}", is used.`] : []
  return 'size' in parsed
    ? { team: parsed.size, problems: twice }
    : { team: DEFAULT_TEAM, problems: [...twice, `"team=${raw}" cannot be used: ${parsed.problem} Showing a team of ${DEFAULT_TEAM}.`] }
}

/**
 * The needs an address asks for (needs=sso,audit-log), each once, among
 * `known` (the features of the chosen tools' fields, by id); an id that is
 * not among them is named, with the nearest one where `nearest` is given
 * (compare-builder.ts). With no field known (no tool chosen yet) each is
 * kept as asked.
 */
export function requestedNeeds(search: string, known: ReadonlyMap<string, string>, nearest?: Nearest): { needs: string[]; problems: string[] } {
  // needs=sso&needs=api asks for both, as needs=sso,api does.
  const raw = new URLSearchParams(search).getAll('needs').join(',')
  const needs: string[] = []
  const problems: string[] = []
  for (const id of raw.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean)) {
    if (needs.includes(id)) continue
    // No field known yet (no tool chosen): the needs are kept as asked, and checked once a tool's field is there.
    if (known.has(id) || !known.size) needs.push(id)
    else {
      const guess = nearest?.(id, [...known.keys()])
      problems.push(`There is no feature "${id}" among these tools' fields${guess ? ` (did you mean ${known.get(guess)}?)` : ''}; it is left out.`)
    }
  }
  return { needs, problems }
}

/** The builder's address: the tools, then the team size (left out when it is the default) and the needs. */
export function builderQuery(ids: readonly string[], { team = DEFAULT_TEAM, needs = [] }: { team?: number; needs?: readonly string[] } = {}): string {
  const parts = [...(ids.length ? [`tools=${ids.join(',')}`] : []), ...(team !== DEFAULT_TEAM ? [`team=${team}`] : []), ...(needs.length ? [`needs=${needs.join(',')}`] : [])]
  return parts.length ? `?${parts.join('&')}` : ''
}
