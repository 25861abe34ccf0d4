/**
 * The build's page compiler. MDX costs about 25 ms a page a core, so each
 * page is compiled once (not once for the server and again for the client),
 * in worker threads on every core, and cached by a hash of its source and
 * of the compiler: an unchanged page is never compiled again.
 *
 * The cache is .build/cache/pages/<hash>.mjs (the module, rendered by the
 * build) and <hash>.json (its frontmatter, word count and TODO lines).
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

/** Every page file under content/, as registry keys ("/content/about.mdx"); "_" files and folders are not pages. Also the preview's list (scripts/dev/site.mjs). */
export async function pageKeys(root, folder = 'content') {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true })
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('_'))
      .map((entry) => (entry.isDirectory() ? pageKeys(root, `${folder}/${entry.name}`) : entry.name.endsWith('.mdx') ? [`/${folder}/${entry.name}`] : [])),
  )
  return nested.flat()
}

const sha = (...parts) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('hex').slice(0, 32)
}

/**
 * Runs compile jobs ({ file, source, out }) on a pool of worker threads;
 * resolves with { answers, failures }: each job's exports by index (undefined
 * where it failed) and every failure's message. `onAnswer(index, exports)`
 * hears each answer as it comes, so its caching overlaps the compiling.
 * Also the preview's (dev/learn-in-workers.mjs).
 */
export async function runPool(jobs, compilerUrl, onAnswer = () => {}) {
  if (jobs.length === 0) return { answers: [], failures: [] }
  const size = Math.max(1, Math.min(availableParallelism(), jobs.length))
  const workers = Array.from({ length: size }, () => new Worker(new URL('./compile-worker.mjs', import.meta.url), { workerData: { compilerUrl } }))
  const answers = new Array(jobs.length)
  const failures = []
  let next = 0
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise((resolve, reject) => {
            const feed = () => {
              if (next >= jobs.length) return resolve()
              const id = next++
              worker.postMessage({ id, ...jobs[id] })
            }
            worker.on('message', ({ id, meta, error }) => {
              if (error) failures.push(error)
              else {
                answers[id] = meta
                onAnswer(id, meta)
              }
              feed()
            })
            worker.on('error', reject)
            feed()
          }),
      ),
    )
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
  return { answers, failures }
}

/**
 * Compiles every page that is not in the cache; returns { pages, compiled, cached }
 * where pages maps registry keys to { frontmatter, wordCount, todoLines, hash, load }.
 */
export async function compilePages({ root, compilerFile, cacheDir }) {
  await mkdir(cacheDir, { recursive: true })
  // The compiler's own code and the versions of its dependencies decide the output as much as the source does.
  const compilerHash = sha(await readFile(compilerFile), await readFile(path.join(root, 'package-lock.json')).catch(() => ''))
  const keys = (await pageKeys(root)).sort()
  const pages = {}
  const jobs = []
  await Promise.all(
    keys.map(async (key) => {
      const source = await readFile(path.join(root, key), 'utf8')
      const hash = sha(compilerHash, key, source)
      const out = path.join(cacheDir, `${hash}.mjs`)
      const metaFile = path.join(cacheDir, `${hash}.json`)
      const load = () => import(pathToFileURL(out).href)
      const meta = await readFile(metaFile, 'utf8').then(JSON.parse, () => undefined)
      if (meta) pages[key] = { ...meta, hash, load }
      else jobs.push({ key, file: key.slice(1), source, out, metaFile, hash, load })
    }),
  )
  const metaWrites = []
  const { answers, failures } = await runPool(
    jobs.map(({ file, source, out }) => ({ file, source, out })),
    pathToFileURL(compilerFile).href,
    (i, meta) => metaWrites.push(writeFile(jobs[i].metaFile, JSON.stringify(meta))),
  )
  await Promise.all(metaWrites)
  if (failures.length > 0) throw new Error(`${failures.length} page${failures.length === 1 ? '' : 's'} could not be compiled:\n${failures.map((f) => `  - ${f}`).join('\n')}`)
  jobs.forEach((job, i) => {
    pages[job.key] = { ...answers[i], hash: job.hash, load: job.load }
  })
  // Keys in file order, so the registry sees pages in the same order on every run.
  return { pages: Object.fromEntries(keys.map((key) => [key, pages[key]])), compiled: jobs.length, cached: keys.length - jobs.length }
}
