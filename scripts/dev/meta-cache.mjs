/**
 * What the preview needs of every page to build the site (its frontmatter,
 * word count and TODO lines), kept on disk by a hash of the page's source
 * and of the code that compiles pages. On a restart, or after a change to
 * code, only pages whose source changed are compiled to learn it; the
 * others are compiled when they are first shown.
 *
 * The cache is .build/cache/preview/<hash>.json; delete .build/ to empty it.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'

/** What decides how a page compiles: the MDX pipeline (src/node/), the Vite config, and the installed versions. */
function compilerFiles(root) {
  const under = (folder) => {
    try {
      return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .sort()
    } catch {
      return []
    }
  }
  return [...under('src/node'), path.join(root, 'vite.config.ts'), path.join(root, 'package-lock.json')]
}

function compilerHash(root) {
  const hash = createHash('sha256').update('preview meta 1\n')
  for (const file of compilerFiles(root)) {
    hash.update(path.relative(root, file))
    try {
      hash.update(readFileSync(file))
    } catch {
      hash.update('(none)')
    }
  }
  return hash.digest('hex')
}

export function createMetaCache(root, cacheDir = path.join(root, '.build', 'cache', 'preview')) {
  let compiler = compilerHash(root)
  mkdirSync(cacheDir, { recursive: true })
  const fileOf = (hash) => path.join(cacheDir, `${hash}.json`)
  return {
    /** The hash of the code that compiles pages, as it is now. */
    get compiler() {
      return compiler
    },
    /** After a change to code: pages compiled by other code are not taken from the cache. */
    codeChanged() {
      compiler = compilerHash(root)
    },
    /** The page's source and hash, and what the cache holds for it (undefined when it must be compiled). */
    async read(key) {
      const source = await readFile(path.join(root, key))
      const hash = createHash('sha256').update(compiler).update(key).update(source).digest('hex').slice(0, 32)
      const meta = await readFile(fileOf(hash), 'utf8').then(JSON.parse, () => undefined)
      return { source, hash, meta }
    },
    /**
     * Keeps what a compiled page exports; a failed write only costs a compile
     * next time. Frontmatter that JSON cannot hold as it is (YAML's .inf or
     * .nan) is not kept, so the schema always judges what the page says.
     */
    async write(hash, { frontmatter, wordCount, todoLines }) {
      const text = JSON.stringify({ frontmatter, wordCount, todoLines })
      if (!isDeepStrictEqual(JSON.parse(text).frontmatter, frontmatter)) return
      await writeFile(fileOf(hash), text).catch(() => {})
    },
  }
}
