/**
 * The client and server Vite builds depend on code, not on pages: an edit
 * to an MDX page changes neither bundle, unless it uses a Tailwind class no
 * other page used (the stylesheet is generated from classes found in
 * content/). So each bundle is keyed by a fingerprint of exactly what it is
 * built from, and a build whose fingerprint matches the last one reuses its
 * output instead of running Vite again (about 7 s of a 12 s rebuild at
 * 5,000 pages). A bundle is reused only whole: its stamp names every file
 * with its sha256 (sealed-folder.mjs).
 *
 *   client: src/, public/, the configs, the lockfile, and the CSS that
 *           content/'s classes generate
 *   server: src/, content/_fields/ (bundled as data), the configs, the lockfile;
 *           not content/_tools/, which the build reads (tools-data.mjs)
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { filesUnder, writeWhole } from '../lib/files.mjs'
import { hashFiles } from '../lib/hash.mjs'
import { Worker } from 'node:worker_threads'
import { threadAnswer } from '../lib/worker-pool.mjs'
import { readSealed, seal, unseal } from './sealed-folder.mjs'

const CONFIG_FILES = ['vite.config.ts', 'tsconfig.json', 'package-lock.json']

/**
 * Every file under a folder of the project, sorted, as paths relative to the project.
 * @param {string} root
 * @param {string} folder
 */
const projectFiles = async (root, folder) => (await filesUnder(path.join(root, folder))).map((file) => `${folder}/${file}`)

/**
 * The CSS that the class names of the code and the pages generate with the site's stylesheet:
 * what an MDX edit can change in the client bundle. A new word in prose
 * generates nothing and leaves it alone; a new utility class changes it.
 * Made on a thread of its own, which Tailwind's loader hook goes with
 * (content-css-worker.mjs), so the build starts it first, beside its own first reads.
 * @param {string} root
 * @returns {Promise<string>} its failure is reported where it is awaited, not when it happens
 */
export function contentCss(root) {
  /** @type {Promise<string>} */
  const css = threadAnswer(new URL('./content-css-worker.mjs', import.meta.url), root, "the stylesheet's thread")
  css.catch(() => {})
  return css
}

/**
 * contentCss for a build that stays running: one thread, Tailwind loaded
 * once, asked again for each build; its first answer is made as it starts.
 * The thread does not hold the process (the watch's own watches do).
 * @param {string} root
 * @returns {() => Promise<string>}
 */
export function keptContentCss(root) {
  const worker = new Worker(new URL('./content-css-worker.mjs', import.meta.url), { workerData: { root, stay: true } })
  worker.unref()
  /** @type {{ resolve: (css: string) => void, reject: (error: Error) => void }[]} */
  const waiting = []
  /** @type {Error | undefined} */
  let failed
  worker.on('message', (/** @type {string} */ css) => waiting.shift()?.resolve(css))
  const fail = (/** @type {Error} */ error) => {
    failed = error
    for (const each of waiting.splice(0)) each.reject(error)
  }
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`the stylesheet's thread stopped (exit code ${code})`)))
  let first = true
  return () => {
    if (failed) return Promise.reject(failed)
    /** @type {Promise<string>} */
    const answer = new Promise((resolve, reject) => waiting.push({ resolve, reject }))
    answer.catch(() => {})
    if (!first) worker.postMessage('scan')
    first = false
    return answer
  }
}

/**
 * Fingerprints of the inputs of the client and the server bundles.
 * @param {string} root
 * @param {Promise<string>} [css] contentCss(root), when started earlier
 * @returns {Promise<{ client: string, server: string }>}
 */
export async function codeFingerprints(root, css = contentCss(root)) {
  const shared = createHash('sha256').update(`node ${process.version} ${process.env.NODE_ENV}\n`)
  await hashFiles(shared, root, [...CONFIG_FILES, ...(await projectFiles(root, 'src'))])
  const client = shared.copy()
  await hashFiles(client, root, await projectFiles(root, 'public'))
  client.update(await css)
  const server = shared.copy()
  await hashFiles(server, root, await projectFiles(root, 'content/_fields'))
  return { client: client.digest('hex'), server: server.digest('hex') }
}

/**
 * The server bundle: built into `outDir` unless it is already there, whole,
 * from the same inputs (sealed-folder.mjs). Returns whether Vite ran.
 * @param {{ fingerprint: string, outDir: string, build: () => Promise<unknown> }} options
 * @returns {Promise<boolean>}
 */
export async function buildServerOnce({ fingerprint, outDir, build }) {
  if (await readSealed(outDir, fingerprint)) return false
  await unseal(outDir)
  await build()
  await seal(outDir, fingerprint)
  return true
}

/**
 * The client bundle: built into `dist` (which Vite empties), then kept in
 * `cacheDir`; on a build with the same inputs, its files are written to
 * `dist` from there instead, as the stamp has checked them. Returns whether Vite ran.
 * @param {{ fingerprint: string, dist: string, cacheDir: string, build: () => Promise<unknown> }} options
 * @returns {Promise<boolean>}
 */
export async function buildClientOnce({ fingerprint, dist, cacheDir, build }) {
  const cached = await readSealed(cacheDir, fingerprint)
  if (cached) {
    // Only the stamped files: a stray temporary file left in the cache never reaches dist/.
    for (const [file, bytes] of cached) {
      await mkdir(path.dirname(path.join(dist, file)), { recursive: true })
      await writeFile(path.join(dist, file), bytes)
    }
    return false
  }
  await build()
  await rm(cacheDir, { recursive: true, force: true })
  for (const file of await filesUnder(dist)) {
    await mkdir(path.dirname(path.join(cacheDir, file)), { recursive: true })
    await writeWhole(path.join(cacheDir, file), await readFile(path.join(dist, file)))
  }
  await seal(cacheDir, fingerprint)
  return true
}
