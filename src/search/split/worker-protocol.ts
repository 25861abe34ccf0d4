import type { FeatureShortcuts } from '../feature-shortcuts'
import type { SearchHit } from './files'

/**
 * The messages between the search dialog (main thread) and the search
 * worker (worker.ts), which holds the split search's engine: decoding the
 * files a query fetches, matching and ranking leave the main thread, whose
 * work on a keystroke is posting the query and drawing the results.
 */

/** Dialog to worker. */
export type ToSearchWorker =
  /** Runs a query (and "Did you mean" when it finds nothing); answered by a `found` or `failed` of the same id. */
  { kind: 'search'; id: number; query: string; limit: number }

/** Worker to dialog. */
export type FromSearchWorker =
  /** The manifest is in: queries can be answered. */
  | { kind: 'ready' }
  /** The manifest could not be read: search is unavailable. */
  | { kind: 'unavailable'; reason: string }
  /** The warm-up on a made-up index is done (warm-up.ts), after `ms`. */
  | { kind: 'warm'; ms: number }
  /**
   * A query's answer: its count and best, "Did you mean" and the features
   * it names (feature-shortcuts.ts) when it found nothing, and the
   * worker's own time on it (engine.ts `work`: decoding, matching,
   * ranking; fetches not included).
   */
  | { kind: 'found'; id: number; query: string; total: number; totalText: string; best: SearchHit[]; suggestion?: string; features?: FeatureShortcuts; work: number }
  /** A query the worker could not answer (a file could not be fetched or was refused). */
  | { kind: 'failed'; id: number; reason: string }
