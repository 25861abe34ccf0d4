/**
 * The thread of contentCss (code-cache.mjs): the CSS that the class names
 * of the code and the pages generate with the site's stylesheet.
 *
 * On a thread of its own because loading @tailwindcss/node registers a
 * module loader hook (module.register, on Node 20), and from then on
 * every import of that thread goes through the hook's own thread: on the
 * build's thread, the server bundle's import took 0.2 to 0.4 s longer and
 * each page module's some 1 to 2 ms (docs/performance.md, thirty-fourth
 * session). This thread ends with its answer, and its hook with it.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { compile } from '@tailwindcss/node'
import { Scanner } from '@tailwindcss/oxide'

const { root, stay = false } = /** @type {{ root: string, stay?: boolean }} */ (typeof workerData === 'string' ? { root: workerData } : workerData)
const stylesheet = path.join(root, 'src/styles/global.css')
const compiler = await compile(await readFile(stylesheet, 'utf8'), { base: path.dirname(stylesheet), onDependency() {} })
// The stylesheet's own @source list, as the Tailwind plugin scans it: the pages, not the tools data.
const scan = () => compiler.build(new Scanner({ sources: compiler.sources }).scan().sort())
parentPort?.postMessage(scan())
// A build that stays running (watch.mjs) keeps the thread, Tailwind loaded, and asks again after each save: its load was most of the 0.8 s.
if (stay) parentPort?.on('message', () => parentPort?.postMessage(scan()))
