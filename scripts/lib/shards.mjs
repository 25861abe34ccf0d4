/**
 * A cache folder of files named by hex hashes, split into up to 256
 * folders by the first two digits of each name, as Git keeps its objects.
 *
 * Why: the build writes each file whole (a temporary file, then a rename)
 * and links it into the site, several at once on libuv's threads, and a
 * folder is locked while a name in it is added or changed. At 100,000
 * tools the rendered pages and their compressed forms were 920,000 names
 * in two folders. Measured here, 40,000 files written and renamed 16 at a
 * time into a folder of 100,000: 9.3 and 10.4 s in one folder, 4.2 and
 * 4.7 s split this way; a cold build at 100,000 tools, 15 min 44 s split
 * against 16 min 31 s (docs/performance.md, thirty-fifth session).
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'

/**
 * The files of one cache folder by name: where each is, and where to write
 * one (its shard's folder made the first time this instance writes there).
 * @param {string} folder
 */
export function shardedFolder(folder) {
  /** @type {Set<string>} the shards this instance has made sure of */
  const made = new Set()
  return {
    /** Where the file of this name is. @param {string} name */
    at: (name) => path.join(folder, name.slice(0, 2), name),
    /**
     * Where to write the file of this name, its shard's folder there.
     * @param {string} name
     */
    forWriting: (name) => {
      const shard = name.slice(0, 2)
      if (!made.has(shard)) {
        mkdirSync(path.join(folder, shard), { recursive: true })
        made.add(shard)
      }
      return path.join(folder, shard, name)
    },
  }
}
