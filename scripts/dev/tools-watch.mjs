/**
 * The tools files' watcher for the preview. Vite's watcher (chokidar)
 * watches each file on its own: at 100,000 tools that was 100,000 watches
 * made at every start (some 10 s of a 35 s restart, and their objects a
 * good part of its garbage collection). The folder is flat, so one watch of
 * the folder sees every file in it; what it sees is told to Vite's watcher
 * as chokidar would tell it ('add', 'change', 'unlink'), so everything that
 * listens there (the preview's site, the page refresh) works as before.
 * vite.config.ts keeps the folder out of Vite's own watch.
 */
import { existsSync, readdirSync, watch } from 'node:fs'
import path from 'node:path'

/** @import { EventEmitter } from 'node:events' */

/**
 * Watches `folder` (content/_tools) and tells `watcher` of each tools file added, changed or removed.
 * Returns a function that stops watching; does nothing when there is no such folder.
 * @param {string} folder
 * @param {Pick<EventEmitter, 'emit'>} watcher
 * @returns {() => void}
 */
export function watchToolsFolder(folder, watcher) {
  if (!existsSync(folder)) return () => {}
  // The files there now: a file written whole by renaming a new one over it comes as a rename, and is a change, not an addition.
  const known = new Set(readdirSync(folder))
  const folderWatch = watch(folder, (type, name) => {
    if (!name || !name.endsWith('.yaml')) return
    const file = path.join(folder, name)
    if (!existsSync(file)) {
      if (known.delete(name)) watcher.emit('unlink', file)
    } else if (type === 'rename' && !known.has(name)) {
      known.add(name)
      watcher.emit('add', file)
    } else watcher.emit('change', file)
  })
  return () => folderWatch.close()
}
