import { addressOf, decodeBlock, decodeMeta, type SearchHit } from './files'
import { dataPath, SEARCH_META_URL } from './layout'
import { typeOf } from './list-rank'

/**
 * Every item of a built split index, in storage order: what the whole
 * index held but its keywords. For checks and tools (the end-to-end tests
 * list every address the search can lead to); the dialog never reads all
 * blocks. `load` fetches a file's text by its address ("/search.json").
 */
export async function allSearchHits(load: (address: string) => Promise<string>): Promise<SearchHit[]> {
  const meta = decodeMeta(JSON.parse(await load(SEARCH_META_URL)))
  const blocks = Math.ceil(meta.items / meta.blockSize)
  const decoded = await Promise.all(Array.from({ length: blocks }, async (_, n) => decodeBlock(JSON.parse(await load(addressOf(meta, dataPath.block(n)))), n, meta)))
  return decoded.flat().map(({ title, href }, id) => ({ title, type: typeOf(id, meta.kinds), href }))
}
