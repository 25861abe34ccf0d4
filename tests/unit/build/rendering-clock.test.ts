import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderingClock } from '../../../scripts/build/render-pages.mjs'
import { buildRunOf, renderedAndBesides } from '../../../scripts/bench/runs.mjs'

/** The time an edit's pages took to render, told apart from the build's own work (the budget of "5 s plus the pages"). */
describe('the rendering clock', () => {
  afterEach(() => vi.useRealTimers())

  it('counts time once while renders overlap, and not between them', () => {
    vi.useFakeTimers()
    const clock = renderingClock()
    clock.start() // 0
    vi.advanceTimersByTime(100)
    clock.start() // 100: a second page while the first awaits its module
    vi.advanceTimersByTime(50)
    clock.stop() // 150
    vi.advanceTimersByTime(30)
    clock.stop() // 180: none running
    vi.advanceTimersByTime(1000) // the build's own work
    clock.start()
    vi.advanceTimersByTime(20)
    clock.stop()
    expect(clock.ms()).toBeCloseTo(200, 5)
  })

  it('counts a render still running up to now', () => {
    vi.useFakeTimers()
    const clock = renderingClock()
    clock.start()
    vi.advanceTimersByTime(40)
    expect(clock.ms()).toBeCloseTo(40, 5)
  })
})

describe("the bench's reading of a build's log", () => {
  const log = (rendered: string) =>
    ['Building the site', '  compile  737 ms, at most 1721 MB', rendered, '  pages    8582 ms, at most 2066 MB', 'Wrote 110603 pages to dist/', 'Peak memory 2067 MB'].join('\n')

  it("takes the rendering's time from the pages step", () => {
    const run = buildRunOf(log('  1108 pages rendered, 109492 from cache; rendering 4.21 s'), 9000)
    expect(run).toMatchObject({ rendered: 1108, renderingMs: 4210, pages: 110603, peakMb: 2067, steps: { compile: 737, pages: 8582 } })
    expect(renderedAndBesides(run)).toBe('1108 rendered in 4.2 s, 4.8 s besides')
  })

  it('finds no rendering time when no page was rendered', () => {
    const run = buildRunOf(log('  0 pages rendered, 110600 from cache'), 2000)
    expect(run.renderingMs).toBe(0)
    expect(renderedAndBesides(run)).toBe('0 rendered in 0.0 s, 2.0 s besides')
  })
})
