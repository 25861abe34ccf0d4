import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { builderQuery, requestedNeeds, requestedTeam } from '../../../catalogue/team-query'
import { whenIdle } from '../when-idle'
import { TeamCostPanel } from './TeamCostPanel'

/**
 * A page's first change in the builder costs several times its next ones:
 * hydration runs React's mount path, so the first keystroke in "Team size"
 * is the first run of React's update path and of the team-cost code (the
 * change event, the field's commit, the figures), which V8 then
 * compiles and warms (docs/performance.md, twentieth session: 25 to 65 ms
 * at 4x CPU slowdown against 5 to 13 for the next).
 *
 * So once a page, when it is idle after the builder shows its figures, the
 * same panel with the same tools is drawn outside the document (a portal
 * into an element never attached), and sizes typed and a box ticked in
 * it, in rounds (REHEARSAL_ROUNDS); then it is gone. Nothing of it is
 * seen, announced or kept, and the address is not touched: its changes go
 * to its own state, not the builder's.
 * (A portal, not a root of its own: React's createRoot is not otherwise in
 * the pages' scripts, and importing it added some 400 bytes to every island.)
 */

type Panel = Omit<Parameters<typeof TeamCostPanel>[0], 'team' | 'needs' | 'onTeam' | 'onNeeds'> & {
  /** The address's query as the builder reads it, and the features it may name. */
  search: string
  labels: ReadonlyMap<string, string>
}

/** The rehearsal's entry in the page's performance timeline: what it cost, and for the tests, that it ran. */
export const REHEARSAL_MEASURE = 'team cost rehearsed'
/** Marked as its first round begins: for the tests, the moment to change the page under it. */
export const REHEARSAL_STARTED = 'team cost rehearsal started'

/**
 * Rounds of the rehearsal, each a size typed and a box ticked in a task of
 * its own. Two sizes and two ticks in one task warmed the first change,
 * not the rest: a visitor's slowest change of a dozen then fell anywhere
 * among them, as V8 went on compiling the update path. At 4x CPU slowdown,
 * 63 loads of the bench's thirteen changes each, alternating with the two:
 * a change over 16 ms in 14 loads against 32 (in the last 20, the first
 * change's median 8.7 ms against 13.4; docs/performance.md, forty-second
 * session).
 */
const REHEARSAL_ROUNDS = 12
/** What each round adds to the team's size, in turn: one digit, two and three, as a visitor types them. */
const REHEARSED_SIZES = [1, 12, 2, 250, 3, 30]

/** The panel, drawn outside the document with a team and needs of its own, changed as a visitor would; `onDone` once it is over. */
export function TeamCostRehearsal({ onDone, search: address, labels, ...panel }: Panel & { onDone: () => void }) {
  // Never attached: React listens on a portal's container, so the events below reach the panel without it being seen.
  const [container] = useState(() => document.createElement('div'))
  // A query of its own, read and written as the builder reads and writes the address, so its path is warmed too.
  const [search, setSearch] = useState(address)
  const ids = panel.chosen.map((record) => record.id)
  const { team } = requestedTeam(search)
  const { needs } = requestedNeeds(search, labels)
  useEffect(() => {
    const start = performance.now()
    // The first round once the page is idle, not from this effect; each from a task of its own, so its events are committed
    // before the next, as a visitor's are.
    let round = 0
    // The builder may drop the rehearsal between two rounds (a tool removed, Back). Its panel leaves the container as React
    // commits that, and this effect is cleaned up only after the frame: a round in between finds no field, and stops.
    let dropped = false
    const rehearse = () => {
      const field = container.querySelector<HTMLInputElement>('input[type=number]')
      if (dropped || !field) return
      if (round === 0) performance.mark(REHEARSAL_STARTED)
      const box = container.querySelector<HTMLInputElement>('input[type=checkbox]')
      const type = (more: number) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, String(team + more))
        field.dispatchEvent(new Event('input', { bubbles: true }))
      }
      type(REHEARSED_SIZES[round % REHEARSED_SIZES.length]!)
      box?.click()
      round += 1
      // The next round in a task of its own, soon: a visitor's change waits for one round at most, and a page that is seldom
      // idle (a headless browser's, one with an animation running) is not left half warmed for seconds.
      if (round < REHEARSAL_ROUNDS) return void setTimeout(rehearse)
      // After the frame those changes draw.
      whenIdle(() => {
        if (dropped) return
        performance.measure(REHEARSAL_MEASURE, { start })
        onDone()
      })
    }
    whenIdle(rehearse)
    return () => {
      dropped = true
    }
  }, [])
  return createPortal(
    <TeamCostPanel {...panel} team={team} needs={needs} onTeam={(size) => setSearch(builderQuery(ids, { team: size, needs }))} onNeeds={(next) => setSearch(builderQuery(ids, { team, needs: next }))} />,
    container,
  )
}
