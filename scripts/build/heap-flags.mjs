/**
 * The V8 flags the build sets as it goes (npm run build): how far the heap grows, and how large its young generation is.
 * Each figure behind them is in docs/performance.md.
 */
import { statSync } from 'node:fs'
import { setFlagsFromString } from 'node:v8'

/**
 * How far V8 lets the heap grow past what was live at its last full collection. Left to itself, with a
 * collector as fast as it is here, it grows up to fourfold. Half again is the ceiling from the cards
 * step on: at 100,000 tools it brought the cards step's peak from 3,256 to 2,836 MB (docs/performance.md,
 * sixteenth session). Not in the compile step, where the registry is built: there it made a full
 * collection of the growing heap each time it grew by half, and without it a guide's edit at 100,000
 * tools took less CPU in each of five alternating pairs (median 38.1 s against 40.9 s; whole, 33.7 s
 * against 35.1 s), at the same peak (thirty-second session). The compile step's own peak then is some
 * 2 GB at 100,000 tools (2,025 MB in the sixteenth session), under the pages step's. Read by V8 at each
 * full collection, so it holds when set at run time, and for the build's worker threads too.
 */
const HEAP_GROWING = '--heap-growing-percent=50'

/*
 * The heap is left to V8's own compaction while the pages render. From the sixteenth session to the hundredth it was
 * compacted at every full collection from the thousandth page on (--compact-on-every-full-gc): each page then left a few
 * small records that lived on among the megabytes of its render that died, and the heap committed climbed to 3.7 GB with
 * 1.0 to 1.4 GB live. That growth is gone with the render as it is now (what ended it was not pinned down; the likely
 * part is that each page's record is read back from its JSON, its strings one copy each: render-pages.mjs). In a cold
 * build at 100,000 tools without the flag, the old space stayed at 1.5 to 1.56 GB, 1.2 to 1.5 GB of it in use, from the
 * first page to the last. With it, V8 moved every page of the old space at each full collection, and each move took
 * the build 1.2 GB higher for some two seconds, the live heap copied before the pages it left were let go: 3,326 to
 * 3,573 MB at the three collections of one cold build and 4,091 MB in another, against 2,415 MB at most without it, the
 * pages step 387 s against 402 (docs/performance.md, hundred-and-first session).
 */

/** From the cards step on: the heap grows by half at most past what was live (see HEAP_GROWING). */
export function growHeapByHalf() {
  setFlagsFromString(HEAP_GROWING)
}

/**
 * The young generation of a build that stays running: 128 MB a semi-space, against V8's 16. A tools file's save at
 * 100,000 tools allocates some 2.4 GB of short-lived values beside a heap of 1.1 to 1.6 GB that lives on; with 16 MB
 * semi-spaces that was some 200 scavenges a save, 7 ms each (their cost is the old generation's pointers into the
 * young one, the same each time), 1.4 to 1.5 s of a rating's save. With 64 MB: 54 to 63 scavenges, 0.6 s
 * (docs/performance.md, seventy-ninth session). With 128 MB, in alternating runs of three rounds (eighty-first session),
 * a rating's later saves took 4.8 to 5.4 s besides their pages against 6.1 to 6.5 s with 64 MB, and a pros line's 3.7 to
 * 4.2 s against 4.8 to 5.9 s, the watch's peak 2,871 MB against 2,807 MB after sixteen builds; 256 MB was slower again
 * (5.4 to 7.2 s, 3,158 MB). Read by V8 only as the process starts (setFlagsFromString does not
 * resize the young generation), so the watch starts again with it (build.mjs). Not for a build that does not stay
 * running: its worker threads would each take the larger size too (see EDIT_NODE_OPTIONS for a cold build's).
 */
export const WATCH_NODE_OPTIONS = ['--max-semi-space-size=128']

/**
 * The young generation of a one-shot build of a large site that an earlier build left its render index for (an edit's
 * build): 64 MB a semi-space, against V8's 16. At 100,000 tools such a build made some 8.5 s of garbage collection in
 * 32 s (a guide retitled), most of it scavenges; in alternating runs (ninety-fourth session), it took 20.5 to 27.4 s
 * with 64 MB (median 22.8) against 23.0 to 31.4 s (median 26.3), its search 3.4 to 4.8 s against 5.1 to 7.3 s, at a
 * peak some 130 MB higher (1,424 to 1,492 MB); started again so, against started with 16 MB, its pages step 12.6 to
 * 16.2 s against 14.1 to 17.6 s, in four pairs on a noisier host. Not for a cold build, with no index: measured once at
 * 100,000 tools (hundred-and-first session), it took 528 s at 2,694 MB, its rendering 278 s, against 539 and 577 s at
 * 2,611 and 2,415 MB with 16 MB (rendering 316 s in the second): within the spread of two runs of the same code, and
 * not taken from one run. The threads it starts keep V8's young generation (EDIT_THREAD_LIMITS): the pages render on
 * the main thread.
 */
export const EDIT_NODE_OPTIONS = ['--max-semi-space-size=64']

/** A worker thread's young generation in a build started with EDIT_NODE_OPTIONS: V8's own, three semi-spaces of 16 MB. */
export const EDIT_THREAD_LIMITS = { maxYoungGenerationSizeMb: 48 }

/** A render index this large (some 8,000 pages at about 1 KB a page) makes a site large: a smaller site's edit is over before a larger young generation pays. */
const LARGE_INDEX_BYTES = 8 * 1024 * 1024

/**
 * The edit's Node options this process was not started with, when it is a one-shot build of a large site with a render
 * index an earlier build left (see EDIT_NODE_OPTIONS); none else, or when the one who started it chose a size of their own.
 * @param {readonly string[]} execArgv the process's own (process.execArgv)
 * @param {string} renderIndex the render index's file
 */
export function editOptionsMissing(execArgv, renderIndex) {
  const bytes = statSync(renderIndex, { throwIfNoEntry: false })?.size ?? 0
  return bytes < LARGE_INDEX_BYTES ? [] : optionsMissing(EDIT_NODE_OPTIONS, execArgv)
}

/** Whether this process was started with the edit's options as they are (then its threads are given EDIT_THREAD_LIMITS). @param {readonly string[]} execArgv */
export const startedForEdit = (execArgv) => EDIT_NODE_OPTIONS.every((option) => execArgv.includes(option))

/**
 * The watch's Node options this process was not started with: none when the one who started it chose a size of their own.
 * @param {readonly string[]} execArgv the process's own (process.execArgv)
 * @returns {string[]}
 */
export const watchOptionsMissing = (execArgv) => optionsMissing(WATCH_NODE_OPTIONS, execArgv)

/**
 * Of these options, those whose flag the process was not started with.
 * @param {readonly string[]} options
 * @param {readonly string[]} execArgv
 */
function optionsMissing(options, execArgv) {
  // V8 takes its flags' words joined by "-" or "_", and a value after "=" or as the next argument.
  const named = (/** @type {string} */ option) => (option.split('=')[0] ?? '').replaceAll('_', '-')
  const given = new Set(execArgv.map(named))
  return options.filter((option) => !given.has(named(option)))
}
