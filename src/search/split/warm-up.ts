import { rankQuery } from '../rank'
import { BestFirst } from './best-first'
import { decodeBlock, decodePairs, decodeShort, decodeTitleShard, decodeTokenShard } from './files'
import { encodeIds } from './id-list'
import type { SearchMeta } from './layout'
import { keysFromLists } from './list-rank'
import { fitsOfAll, fitsWithin, listsFromShort, listsFromTokens } from './word-fits'

/**
 * Runs the split search's busiest code on made-up files, fetching nothing:
 * the engine then compiles and optimises it before the visitor types,
 * rather than on the first keystrokes that need it (at 4x CPU slowdown,
 * the first two-word query decoded its lists in the interpreter: 50 ms of
 * a keystroke). The dialog runs it once, when the manifest arrives.
 */
export function warmUpSplitSearch(rounds = 3): void {
  const items = 6000
  const meta: SearchMeta = {
    version: 1,
    base: '/search/0/',
    items,
    blockSize: 4,
    blockBytes: 0,
    kinds: [0, 1000, 2000, 5000, 5900, items],
    tokenShards: 1,
    tokenBytes: '0',
    short: 'a',
    shortBytes: '0',
    titleShards: [''],
    pairsPerFile: 1000,
    longestPair: 10,
    answerShards: 1,
    wordFiles: {},
  }
  const every = (step: number) => encodeIds(Array.from({ length: Math.floor(items / step) }, (_, at) => at * step))
  const short = JSON.stringify({ text: 'a', title: [every(7), every(5), every(11)], rest: [every(3), every(13), []] })
  const shard = JSON.stringify({ tokens: ['ab', 'abc', 'xabc'], title: [every(2), every(9), every(17)], rest: [every(4), [], every(6)] })
  const titles = JSON.stringify({ titleShared: Array.from({ length: 256 }, (_, at) => (at === 0 ? 0 : 6)), titleRest: Array.from({ length: 256 }, (_, at) => `notion ${at}`), ids: Array.from({ length: 256 }, (_, at) => at) })
  const comparisons = 500
  const pairs = JSON.stringify({ first: 0, hashes: '0a1bxxxx'.repeat(comparisons / 2) })
  const block = JSON.stringify({ first: 0, titleShared: [0, 5, 5, 5], titleRest: ['Asana 1', '2', '3', '4'], hrefShared: [0, 13, 13, 13], hrefRest: ['/tools/asana-1', '2', '3', '4'] })
  for (let round = 0; round < rounds; round += 1) {
    const first = listsFromShort(decodeShort(JSON.parse(short), 'a', meta))
    const second = listsFromTokens('abc', decodeTokenShard(JSON.parse(shard), 0, meta))
    decodeTitleShard(JSON.parse(titles), 0, meta)
    const named = decodePairs(JSON.parse(pairs), 0, meta)
    for (let place = 0; place < comparisons; place += 1) named.at(place)
    for (let n = 0; n < 8; n += 1) decodeBlock(JSON.parse(block), 0, meta)
    const pool = fitsOfAll(first, items).members
    const fits = [fitsWithin(first, pool), fitsWithin(second, pool)]
    const kept = [...pool.keys()].filter((place) => fits[1]![place] !== 0)
    const matches = Int32Array.from(kept, (place) => pool[place]!)
    const { keys } = keysFromLists(matches, rankQuery(['a', 'abc']), fits.map((word) => Uint8Array.from(kept, (place) => word[place]!)), new Map([[0, 'abc a']]), meta.kinds)
    const queue = new BestFirst(keys, matches, 8192)
    for (let n = 0; n < 50; n += 1) queue.pop()
  }
}
