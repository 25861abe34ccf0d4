/**
 * `npm run build -- --watch`: the build stays running, and builds again
 * each time a file it reads is saved, keeping in memory what the build
 * before made of the content (build.mjs, Kept): the tools as read, while
 * no tools file changed, and the site, while only pages' prose did. A
 * separate `npm run build` reads both again from its caches (at 100,000
 * tools, some 10 s of a guide's edit: docs/performance.md).
 *
 * Watched, a folder at a time (one watch each, not one a file: at 100,000
 * tools, content/_tools/ is one watch): content/ and its folders, public/,
 * and src/. A change in content/_tools/ tells the next build the tools
 * changed; a change of code makes the build start again in a new process,
 * as a module is loaded once a process. Saves that come together (an
 * editor's write and rename, several files) are one build; a save during a
 * build is built once that build ends.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, watch } from 'node:fs'
import path from 'node:path'

/** Quiet this long after a save before building: an editor's save is often two or three events. */
const SETTLE_MS = 150

/** What the watch prints once a build is done and it waits for the next save. */
export const WATCHING = 'Watching content/, public/ and src/ for changes'

/**
 * What it prints once its wait has done all it does (prepare): the next save finds what it reads in memory. A save that
 * comes sooner is built at once, and pays what the wait had yet to do (at 100,000 tools, a tools file's save some 2 to
 * 4 s more: docs/performance.md, eighty-eighth session). A new process's first wait comes before WATCHING.
 */
export const READ_AHEAD = 'Read ahead for the next save'

/**
 * The folders under `folder`, itself first; none starting with "." (an editor's swap folder) or named node_modules.
 * @param {string} folder
 * @returns {string[]}
 */
export function foldersUnder(folder) {
  if (!existsSync(folder)) return []
  const found = [folder]
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules') found.push(...foldersUnder(path.join(folder, entry.name)))
  }
  return found
}

/**
 * Whether a file is an editor's own, not the site's: a hidden file (Vim's and Emacs's swap and lock files, macOS's
 * .DS_Store), a backup ending in "~", or the file Vim writes to learn whether it may write the folder. Vim rewrites its
 * swap file every few seconds of typing: each of those would be a build.
 * @param {string} name
 */
export const isEditorsOwn = (name) => name.startsWith('.') || name.startsWith('#') || name.endsWith('~') || name === '4913'

/**
 * What a watched folder's changes mean for the next build.
 * @param {string} root
 * @param {string} folder
 * @returns {'tools' | 'content' | 'code'}
 */
export function kindOfFolder(root, folder) {
  const relative = path.relative(root, folder).split(path.sep).join('/')
  if (relative === 'content/_tools') return 'tools'
  if (relative === 'content/_fields' || relative === 'src' || relative.startsWith('src/')) return 'code'
  return 'content'
}

/**
 * Runs this script again in a new process, with the same Node options and these besides, and ends with it: this
 * process waits, and a stop (Ctrl-C, a killed job) is passed on, not taken here. A watch starts again so when the
 * site's code changes (a module is loaded once a process), and when it starts without the Node options it runs with
 * (build/heap-flags.mjs, WATCH_NODE_OPTIONS).
 * @param {readonly string[]} [options]
 */
export function continueInNewProcess(options = []) {
  const child = spawn(process.execPath, [...process.execArgv, ...options, ...process.argv.slice(1)], { stdio: 'inherit' })
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.removeAllListeners(signal)
    process.on(signal, () => child.kill(signal))
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}

/**
 * Builds, then builds again after each save, until the process is stopped.
 * @template K
 * @param {object} options
 * @param {string} options.root the project
 * @param {(kept: K, since: { toolNames: ReadonlySet<string> | undefined, onlyTools: boolean }) => Promise<void>} options.build one build, given
 *   what the build before kept (changed in place), the tools files the watch saw change since (none: an empty set; undefined: not
 *   known), and whether it saw nothing else change since (then the pages are as the build before compiled them)
 * @param {(error: unknown) => boolean} options.isCodeChanged whether a build failed because the site's code changed
 * @param {(error: unknown, kept: K) => void | Promise<void>} options.onFailed told of a failed build (dist/ is as it was), with what it
 *   kept, to drop from it what the next build cannot take; the next build waits for it
 * @param {() => void} options.onBuilt told after each build, passed or failed
 * @param {(kept: K, saved: () => boolean) => Promise<boolean>} [options.prepare] after a build that passed, while the watch waits: what the
 *   next build would read first; `saved` tells it whether a save came since, whose build waits for it to end. It says whether it did all
 *   it does (READ_AHEAD is then printed)
 * @param {() => Promise<void>} [options.beforeRestart] before the build starts again in a new process: what the last build left to write
 */
export async function watchBuilds({ root, build, isCodeChanged, onFailed, onBuilt, prepare, beforeRestart = async () => {} }) {
  /** @type {K} */
  let kept = /** @type {K} */ ({})
  /** The tools files the watch saw change since the last build began; known only from a build that passed on (the first reads them all). */
  let toolNames = new Set()
  let toolNamesKnown = false
  /** Whether a file other than a tools file may have changed since the last build began (the first build knows nothing). */
  let othersChanged = true
  let codeChanged = false
  let building = false
  let due = false
  /** Whether no build of this process has passed yet: its wait comes before the watch says it is watching. */
  let firstWait = true
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  /** @type {Map<string, import('node:fs').FSWatcher>} */
  const watches = new Map()

  const restart = () => {
    for (const folderWatch of watches.values()) folderWatch.close()
    console.log('\nThe site\'s code changed (src/ or content/_fields/): starting again to load it.\n')
    kept = /** @type {K} */ ({})
    continueInNewProcess()
  }

  const runBuilds = async () => {
    building = true
    while (due) {
      due = false
      const since = { toolNames: toolNamesKnown ? toolNames : undefined, onlyTools: toolNamesKnown && !othersChanged }
      toolNames = new Set()
      toolNamesKnown = true
      othersChanged = false
      if (codeChanged) return beforeRestart().catch(() => {}).then(restart)
      let passed = true
      try {
        await build(kept, since)
      } catch (error) {
        if (isCodeChanged(error)) return beforeRestart().catch(() => {}).then(restart)
        await onFailed(error, kept)
        // What the failed build was told had changed is still to be taken in: what it kept may be from the build before it
        // (one that failed before it read the tools files keeps the tools as that build read them).
        if (since.toolNames) for (const name of since.toolNames) toolNames.add(name)
        else toolNamesKnown = false
        if (!since.onlyTools) othersChanged = true
        passed = false
      }
      onBuilt()
      if (due) continue
      // A save while this runs is built once it ends; what it reads ahead asks whether one came, and stops where it may.
      const wait = async () => passed && prepare !== undefined && (await prepare(kept, () => due).catch(() => false)) === true
      // A new process's first wait comes before the watch says it is watching: a save's build then finds in memory what
      // it reads (the folder it stages in, the finder's memo and read-ahead). At 100,000 tools, a tools file's save 2 s
      // after a guide's, itself 2 s after the first build, took 4.54 to 6.75 s besides its pages so (median 5.15), against
      // 4.93 to 7.39 s (median 5.81) with the wait after the line; the line comes some 4.7 s later (docs/performance.md).
      const readFirst = firstWait && passed ? await wait() : undefined
      if (passed) firstWait = false
      console.log(`\n${WATCHING} (Ctrl-C to stop).`)
      if ((readFirst ?? (await wait())) && !due) console.log(`${READ_AHEAD}.`)
    }
    building = false
  }

  const changed = (/** @type {'tools' | 'content' | 'code'} */ kind, /** @type {string | null} */ name = null) => {
    if (kind === 'tools') {
      if (name) toolNames.add(name)
      else toolNamesKnown = false
    } else othersChanged = true
    if (kind === 'code') codeChanged = true
    due = true
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (!building) void runBuilds()
    }, SETTLE_MS)
  }

  /**
   * Watches every folder not watched yet under `under` (a folder where something was renamed: a folder added since is
   * watched from when it is seen), and under each of the three folders not watched yet (all three at the start). Not
   * every folder of the three again at each rename (an editor that saves by renaming, and sed -i, rename at every save):
   * at 100,000 tools, listing content/ took some 0.5 s of each such save, most of it content/_tools/'s files.
   * @param {string} [under]
   */
  const watchFolders = (under) => {
    const tops = ['content', 'public', 'src'].map((top) => path.join(root, top)).filter((top) => !watches.has(top))
    for (const start of under === undefined ? tops : [under, ...tops]) {
      for (const folder of foldersUnder(start)) {
        if (watches.has(folder)) continue
        const kind = kindOfFolder(root, folder)
        // content/_tools/ holds no folders: its own watch sees each file.
        const folderWatch = watch(folder, (type, name) => {
          if (name && isEditorsOwn(name)) return
          if (type === 'rename' && kind !== 'tools') watchFolders(folder)
          changed(kind, name)
        })
        folderWatch.on('error', () => {
          // A folder removed: its watch ends; the next save builds what is there.
          watches.delete(folder)
          changed(kind)
        })
        watches.set(folder, folderWatch)
      }
    }
  }

  // Watched from the start: a save during the first build is built after it.
  watchFolders()
  due = true
  await runBuilds()
}
