import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SearchChannel, type Found, type SearchListener, type SearchStatus } from '../../../src/islands/parts/search-channel'
import type { FromSearchWorker, ToSearchWorker } from '../../../src/search/split/worker-protocol'

/** A stand-in for the search worker: records what is posted to it, and answers when told. */
class FakeWorker {
  static last: FakeWorker | undefined
  readonly posted: ToSearchWorker[] = []
  onmessage: ((event: MessageEvent<FromSearchWorker>) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  terminated = false
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.last = this
  }
  postMessage(message: ToSearchWorker) {
    this.posted.push(message)
  }
  terminate() {
    this.terminated = true
  }
  answer(message: FromSearchWorker) {
    this.onmessage?.({ data: message } as MessageEvent<FromSearchWorker>)
  }
}

function listener() {
  const heard = { statuses: [] as SearchStatus[], found: [] as Found[], failed: 0 }
  const listening: SearchListener = { status: (s) => heard.statuses.push(s), found: (f) => heard.found.push(f), failed: () => (heard.failed += 1) }
  return { heard, listening }
}

const found = (id: number, query: string): FromSearchWorker => ({ kind: 'found', id, query, total: 1, totalText: '1', best: [{ title: query, type: 'Tool', href: `/${query}` }], work: 2 })

describe('the search channel between the dialog and its worker', () => {
  beforeEach(() => {
    vi.stubGlobal('Worker', FakeWorker)
    performance.clearMeasures()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('starts the worker as a module script of its own, and posts nothing before the manifest is in', () => {
    const channel = new SearchChannel()
    const worker = FakeWorker.last!
    expect(worker.url.pathname).toMatch(/\/src\/search\/split\/worker\.ts$/)
    expect(worker.options).toEqual({ type: 'module', name: 'search' })
    channel.post('not', performance.now())
    expect(worker.posted).toEqual([])
    expect(channel.status).toBe('loading')
  })

  it('posts the query typed while loading once ready, and each query after', () => {
    const channel = new SearchChannel()
    const worker = FakeWorker.last!
    const { heard, listening } = listener()
    channel.listen(listening)
    channel.post('no', performance.now())
    worker.answer({ kind: 'ready' })
    channel.post('not', performance.now())
    expect(worker.posted).toEqual([
      { kind: 'search', id: 1, query: 'no', limit: 50 },
      { kind: 'search', id: 2, query: 'not', limit: 50 },
    ])
    expect(heard.statuses).toEqual(['loading', 'ready'])
  })

  it('draws only the latest query’s answer, and measures every answer', () => {
    const channel = new SearchChannel()
    const worker = FakeWorker.last!
    const { heard, listening } = listener()
    channel.listen(listening)
    worker.answer({ kind: 'ready' })
    channel.post('n', performance.now())
    channel.committed()
    channel.post('no', performance.now())
    // Posted when ready: the panel's empty query (1), then "n" (2) and "no" (3).
    worker.answer(found(2, 'n'))
    worker.answer(found(3, 'no'))
    expect(heard.found.map((f) => f.query)).toEqual(['no'])
    expect(performance.getEntriesByName('search:wait')).toHaveLength(2)
    // The measure keeps a start and an end, so its duration comes back as end minus start: 2 give or take a rounding of the
    // clock's large numbers (1.9999999999999432 in one CI run).
    expect(performance.getEntriesByName('search:engine').map((entry) => entry.duration)).toEqual([expect.closeTo(2, 9), expect.closeTo(2, 9)])
    for (const entry of performance.getEntriesByName('search:query')) expect(entry.duration).toBeGreaterThanOrEqual(0)
  })

  it('says when the manifest cannot be read, and when the latest query cannot be answered', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const channel = new SearchChannel()
    const worker = FakeWorker.last!
    const { heard, listening } = listener()
    channel.listen(listening)
    worker.answer({ kind: 'ready' })
    channel.post('a', performance.now())
    channel.post('ab', performance.now())
    worker.answer({ kind: 'failed', id: 2, reason: 'HTTP 404' })
    expect(heard.failed).toBe(0)
    worker.answer({ kind: 'failed', id: 3, reason: 'HTTP 404' })
    expect(heard.failed).toBe(1)
    worker.answer({ kind: 'unavailable', reason: 'no manifest' })
    expect(heard.statuses.at(-1)).toBe('failed')
    expect(errors).toHaveBeenCalledTimes(3)
    errors.mockRestore()
  })

  it('gives a new panel an empty query and the status, and stops the worker when closed', () => {
    const channel = new SearchChannel()
    const worker = FakeWorker.last!
    channel.post('old', performance.now())
    const { heard, listening } = listener()
    const stop = channel.listen(listening)
    worker.answer({ kind: 'ready' })
    expect(worker.posted).toEqual([{ kind: 'search', id: 1, query: '', limit: 50 }])
    stop()
    worker.answer(found(1, ''))
    expect(heard.found).toEqual([])
    channel.close()
    expect(worker.terminated).toBe(true)
  })
})
