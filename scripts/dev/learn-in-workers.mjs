/**
 * The preview's first start on a large site: what thousands of pages export
 * (frontmatter, word count, TODO lines, written body) is learnt on every core, with the
 * build's page compiler and worker pool, instead of one page at a time
 * through Vite on the main thread. It only fills the preview's cache
 * (meta-cache.mjs); the preview then reads every page from it as on a
 * restart, and still compiles each page's body through Vite when shown.
 * A page that fails here is left to Vite, which reports it as usual.
 *
 * The page compiler (src/node/compile-page.ts, the MDX options the Vite
 * plugin also uses) is bundled once for Node into .build/cache/preview/,
 * under the hash of the code that compiles pages, and reused only whole
 * (build/sealed-folder.mjs).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { runPool } from '../build/pages.mjs'
import { readSealed, seal, unseal } from '../build/sealed-folder.mjs'

/** @import { MetaCache } from './meta-cache.mjs' */
/** @import { PageMeta } from '../build/compile-worker.mjs' */

/** Below this many pages to learn, Vite alone is quicker than starting workers and bundling the compiler. */
const WORKERS_FROM = 100

/**
 * The page compiler bundled for Node, reused while the code that compiles pages is unchanged.
 * @param {string} root
 * @param {string} compilerHash
 * @returns {Promise<string>} the bundle's file
 */
async function pageCompiler(root, compilerHash) {
  const outDir = path.join(root, '.build', 'cache', 'preview', `compiler-${compilerHash.slice(0, 16)}`)
  const file = path.join(outDir, 'page-compiler.js')
  if (!(await readSealed(outDir, compilerHash))) {
    await unseal(outDir)
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      build: {
        ssr: true,
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: { 'page-compiler': path.join(root, 'src/node/compile-page.ts') } },
      },
    })
    await seal(outDir, compilerHash)
  }
  return file
}

/**
 * Learns what the pages `keys` export, on worker threads, into `metaCache`,
 * when at least `from` of them are not cached yet. Resolves with how many it learnt.
 * What the cache already held is put in `cached`, by key, so the caller does not read it again.
 * @param {{ root: string, keys: readonly string[], metaCache: MetaCache, from?: number, cached?: Map<string, PageMeta> }} options
 * @returns {Promise<number>}
 */
export async function learnInWorkers({ root, keys, metaCache, from = WORKERS_FROM, cached }) {
  const reads = await Promise.all(keys.map(async (key) => ({ key, ...(await metaCache.read(key)) })))
  for (const { key, meta } of reads) if (meta) cached?.set(key, meta)
  const missing = reads.filter(({ meta }) => meta === undefined)
  if (missing.length < from) return 0
  const compiler = await pageCompiler(root, await metaCache.compiler)
  // Inside the project, so the compiled modules resolve react and @mdx-js/react from its node_modules.
  const cacheDir = path.join(root, '.build', 'cache', 'preview')
  await mkdir(cacheDir, { recursive: true })
  const scratch = await mkdtemp(path.join(cacheDir, 'pages-'))
  try {
    const jobs = missing.map(({ key, source }, i) => ({ file: key.slice(1), source: source.toString('utf8'), out: path.join(scratch, `${i}.mjs`) }))
    const { answers } = await runPool(jobs, pathToFileURL(compiler).href)
    await Promise.all(
      missing.map(({ hash }, i) => {
        const meta = answers[i]
        return meta ? metaCache.write(hash, meta) : undefined
      }),
    )
    return answers.filter(Boolean).length
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}
