import { rankQuery } from '../rank'
import { BestFirst } from './best-first'
import { createSplitSearch } from './engine'
import { decodeBlock, decodePairs, decodeShort, decodeTitleShard, decodeTokenShard } from './files'
import { encodeIds } from './id-list'
import { dataPath, SPLIT_INDEX_VERSION, type SearchMeta } from './layout'
import { keysFromLists } from './list-rank'
import { fitsOfAll, fitsWithin, listsFromShort, listsFromTokens } from './word-fits'

/**
 * Runs the split search on a made-up index held in memory, fetching
 * nothing: the engine then compiles and optimises its code before the
 * visitor types, rather than on the first keystrokes that need it (at 4x
 * CPU slowdown, the first query to read lists ran in the interpreter: 50 ms
 * of a keystroke at 10,000 items, 17 ms even at today's 91). First its
 * busiest loops, a few times over thousands of items, then whole queries
 * through the engine: a precomputed answer, one word from lists, two
 * words with titles starting with them, comparisons and blocks. The
 * dialog runs it once, when the manifest arrives.
 */
export async function warmUpSplitSearch(rounds = 3): Promise<void> {
  const items = 6000
  const comparisons = 1000
  const meta: SearchMeta = {
    version: SPLIT_INDEX_VERSION,
    folders: {},
    items,
    blockSize: 4,
    blockBytes: 200,
    kinds: [0, 1000, 1000 + comparisons, 5000, 5900, items],
    tokenShards: 1,
    tokenBytes: '0',
    short: 'a ab b bc c x xa',
    shortBytes: '0000000',
    titleShards: [''],
    pairsPerFile: comparisons,
    longestPair: 10,
    answerShards: 1,
    wordFiles: {},
  }
  const every = (step: number, from = 0) => encodeIds(Array.from({ length: Math.floor((items - from) / step) }, (_, at) => from + at * step))
  const files = new Map<string, string>([
    [dataPath.short('a'), JSON.stringify({ text: 'a', title: [every(7), every(5, 1), every(11, 2)], rest: [every(3), every(13, 1), []] })],
    [dataPath.tokens(0), JSON.stringify({ tokens: ['ab', 'abc', 'xabc'], title: [every(2), every(9), every(17, 1)], rest: [every(4), [], every(6, 1)] })],
    [
      dataPath.titles(0),
      JSON.stringify({
        titleShared: Array.from({ length: 256 }, (_, at) => (at === 0 ? 0 : 6)),
        titleRest: Array.from({ length: 256 }, (_, at) => `abc a ${at}`),
        ids: Array.from({ length: 256 }, (_, at) => at * 9),
      }),
    ],
    [dataPath.pairs(0), JSON.stringify({ first: 0, hashes: '0a1bxxxx'.repeat(comparisons / 2) })],
    [dataPath.answers(0), JSON.stringify({ words: ['a'], totals: [3], best: [[['Abc a', 0, '/a'], ['Abc b', 1, '/b'], ['Xabc', 2, '/x']]] })],
  ])
  const block = (n: number) =>
    JSON.stringify({ first: n * meta.blockSize, titleShared: [0, 4, 0, 0], titleRest: [`abc a ${n}`, `b ${n}`, 'xabc vs ab: guide', 'ab'], hrefShared: [0, 3, 0, 0], hrefRest: [`/a/${n}`, `b/${n}`, '/c', '/d'] })
  for (let round = 0; round < rounds; round += 1) {
    // A round at a time, so a visitor typing at once waits for one round at most.
    if (round > 0) await new Promise((resume) => setTimeout(resume, 0))
    const first = listsFromShort(decodeShort(JSON.parse(files.get(dataPath.short('a'))!), 'a', meta))
    const second = listsFromTokens('abc', decodeTokenShard(JSON.parse(files.get(dataPath.tokens(0))!), 0, meta))
    decodeTitleShard(JSON.parse(files.get(dataPath.titles(0))!), 0, meta)
    const named = decodePairs(JSON.parse(files.get(dataPath.pairs(0))!), 0, meta)
    for (let place = 0; place < comparisons; place += 1) named.at(place)
    for (let n = 0; n < 8; n += 1) decodeBlock(JSON.parse(block(n)), n, meta)
    const pool = fitsOfAll(first, items).members
    const fits = [fitsWithin(first, pool), fitsWithin(second, pool)]
    const kept = [...pool.keys()].filter((place) => fits[1]![place] !== 0)
    const matches = Int32Array.from(kept, (place) => pool[place]!)
    const { keys } = keysFromLists(matches, rankQuery(['a', 'abc']), fits.map((word) => Uint8Array.from(kept, (place) => word[place]!)), new Map([[0, 'abc a']]), meta.kinds)
    const queue = new BestFirst(keys, matches, 8192)
    for (let n = 0; n < 50; n += 1) queue.pop()
  }
  const engine = createSplitSearch(meta, async (path) => {
    const block_ = /^blocks\/(\d+)\.json$/.exec(path)
    const text = block_ ? block(Number(block_[1])) : files.get(path)
    if (text === undefined) throw new Error(`Search warm-up: no made-up ${path}`)
    return text
  })
  for (const query of ['a', 'abc', 'xabc', 'abc a', 'xabc a', 'a abc', 'abc a 1']) await engine.search(query)
}
