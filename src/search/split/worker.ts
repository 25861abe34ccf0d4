import { createSplitSearch, type SplitSearch } from './engine'
import { addressOf, decodeMeta } from './files'
import { SEARCH_META_URL } from './layout'
import { warmUpSplitSearch } from './warm-up'
import type { FromSearchWorker, ToSearchWorker } from './worker-protocol'
import { withThousands } from '../../shared/thousands'

/**
 * The search worker: the split search's engine (engine.ts) off the main
 * thread. It reads the manifest when it starts, warms the engine's code on
 * a made-up index, and answers each query the dialog posts
 * (worker-protocol.ts), in the order they come; the dialog shows the
 * latest query's answer. Its files are fetched from here, same-origin
 * (`connect-src 'self'`); Vite builds this file as its own script in
 * /assets/, which `worker-src 'self'` allows (src/server/headers.ts).
 */

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToSearchWorker>) => void) | null
  postMessage(message: FromSearchWorker): void
}
const scope = self as unknown as WorkerScope
const post = (message: FromSearchWorker) => scope.postMessage(message)

/** Fetches a text file, refusing an error status. */
async function fetchText(address: string): Promise<string> {
  const response = await fetch(address)
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${address}`)
  return response.text()
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

const engine: Promise<SplitSearch> = fetchText(SEARCH_META_URL).then((text) => {
  const meta = decodeMeta(JSON.parse(text))
  return createSplitSearch(meta, (path) => fetchText(addressOf(meta, path)))
})
engine.then(
  () => {
    post({ kind: 'ready' })
    // While the visitor has not typed yet, the engine compiles and optimises its code on a made-up index.
    const started = performance.now()
    warmUpSplitSearch()
      // Only slower without it: the search itself does not need it.
      .catch((error: unknown) => console.warn('Search warm-up failed:', error))
      .finally(() => post({ kind: 'warm', ms: performance.now() - started }))
  },
  (error: unknown) => post({ kind: 'unavailable', reason: reasonOf(error) }),
)

scope.onmessage = ({ data }) => {
  const { id, query, limit } = data
  engine
    .then(async (search) => {
      const { total, best, work } = await search.search(query, limit)
      const nothing = total === 0 && query.trim() !== ''
      // What may help a query that found nothing is loaded for it alone: "Did you mean", and the features it names (finder-features.ts).
      const [suggestion, features] = nothing
        ? await Promise.all([search.suggest(query), import('./finder-features').then(({ shortcutsFor }) => shortcutsFor(query, fetchText))])
        : [undefined, undefined]
      // The count as written ("96,675"), here rather than on the page, which would make an Intl formatter for it (shared/thousands.ts).
      // A query that is a feature's name ("sso") is not misspelt: no "Did you mean iso" above the feature it names.
      post({ kind: 'found', id, query, total, totalText: withThousands(String(total)), best, suggestion: features?.named ? undefined : suggestion, features, work })
    })
    .catch((error: unknown) => post({ kind: 'failed', id, reason: reasonOf(error) }))
}
