import { flushSync } from 'react-dom'
import type { FeatureShortcuts } from '../../search/feature-shortcuts'
import type { SearchHit } from '../../search/split/files'
import { ANSWER_DEPTH } from '../../search/split/layout'
import type { FromSearchWorker, ToSearchWorker } from '../../search/split/worker-protocol'

/** Whether the search can answer: its worker is reading the manifest, has read it, or cannot. */
export type SearchStatus = 'loading' | 'ready' | 'failed'

/** What a query found, once its files are in: its count, its best, and "Did you mean" and features it names when it found nothing. */
export interface Found {
  query: string
  total: number
  /** The count as written, "96,675" (the worker writes it). */
  totalText: string
  best: SearchHit[]
  suggestion?: string
  /** The finder ticked with a feature the query names, when it found nothing. */
  features?: FeatureShortcuts
}

/** What the dialog's panel hears from the channel. */
export interface SearchListener {
  status(status: SearchStatus): void
  /** The latest query's answer, drawn at once (inside flushSync): the time measured is the drawing's. */
  found(found: Found): void
  /** The latest query could not be answered. */
  failed(): void
}

/** A query posted to the worker: when its keystroke started, and the main thread's time on it so far (ms). */
interface Sent {
  started: number
  busy?: number
}

/**
 * The site search's worker (src/search/split/worker.ts), started when the
 * dialog first opens and kept for the page's life, and the queries posted
 * to it. An answer to a query the visitor has typed past is not drawn.
 *
 * The main thread's work on a keystroke is the input's own render (posting
 * the query included) and, when the answer comes, drawing it. User Timing
 * measures, visible in the browser's performance panel and read by
 * `npm run bench` and scripts/bench/search-scale.mjs: `search:query` that
 * main-thread work (JavaScript: handlers, React's render and commit; the
 * browser's style, layout and paint after it are not in it),
 * `search:wait` the time from the keystroke to its results drawn, fetches
 * included, and `search:engine` the worker's time on the query (decoding
 * the files it fetched, matching, ranking).
 */
export class SearchChannel {
  status: SearchStatus = 'loading'
  private readonly worker: Worker | undefined
  private readonly sent = new Map<number, Sent>()
  private latest = 0
  /** The query to post once the worker is ready. */
  private query = ''
  private listener: SearchListener | undefined

  constructor() {
    const opened = performance.now()
    try {
      this.worker = new Worker(new URL('../../search/split/worker.ts', import.meta.url), { type: 'module', name: 'search' })
    } catch (error) {
      console.error('Search index could not load:', error)
      this.setStatus('failed')
      return
    }
    this.worker.onerror = (event) => {
      console.error('Search could not start:', event.message)
      this.setStatus('failed')
    }
    this.worker.onmessage = ({ data }: MessageEvent<FromSearchWorker>) => this.receive(data, opened)
  }

  /** The panel now showing (one at a time), with an empty input; returns a function that stops it hearing. */
  listen(listener: SearchListener): () => void {
    this.listener = listener
    this.query = ''
    listener.status(this.status)
    return () => {
      if (this.listener === listener) this.listener = undefined
    }
  }

  /** Posts a query typed at `started` (performance.now()). */
  post(query: string, started: number): void {
    this.query = query
    if (this.status !== 'ready' || !this.worker) return
    const id = (this.latest += 1)
    this.sent.set(id, { started })
    const message: ToSearchWorker = { kind: 'search', id, query, limit: ANSWER_DEPTH }
    this.worker.postMessage(message)
  }

  /** The latest keystroke's own render is committed: its main-thread time so far. */
  committed(): void {
    const sent = this.sent.get(this.latest)
    if (sent && sent.busy === undefined) sent.busy = performance.now() - sent.started
  }

  /** Stops the worker. */
  close(): void {
    this.worker?.terminate()
  }

  private setStatus(status: SearchStatus): void {
    this.status = status
    this.listener?.status(status)
  }

  private receive(data: FromSearchWorker, opened: number): void {
    const handling = performance.now()
    switch (data.kind) {
      case 'ready':
        performance.measure('search:ready', { start: opened })
        this.setStatus('ready')
        this.post(this.query, handling)
        return
      case 'unavailable':
        console.error('Search index could not load:', data.reason)
        this.setStatus('failed')
        return
      case 'warm':
        performance.measure('search:warm', { start: handling - data.ms, duration: data.ms })
        return
      case 'failed':
        this.sent.delete(data.id)
        console.error('Search could not answer:', data.reason)
        if (data.id === this.latest) this.listener?.failed()
        return
      case 'found': {
        const sent = this.sent.get(data.id)
        this.sent.delete(data.id)
        const { query, total, totalText, best, suggestion, features } = data
        const listener = this.listener
        if (data.id === this.latest && listener) flushSync(() => listener.found({ query, total, totalText, best, suggestion, features }))
        if (!sent) return
        const drawn = performance.now()
        performance.measure('search:query', { start: sent.started, duration: (sent.busy ?? 0) + drawn - handling })
        performance.measure('search:wait', { start: sent.started, end: drawn })
        performance.measure('search:engine', { start: sent.started, duration: data.work })
      }
    }
  }
}
