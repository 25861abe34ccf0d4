/**
 * The build's page renderer, with a cache: a page is rendered again only
 * when something it shows has changed. Its key is the server code, the
 * client assets, the tools data, its route and its compiled source; a page
 * that read the list of all pages (a directory, a card grid) is also
 * rendered again when any page's frontmatter or word count changes.
 *
 * The cache is .build/cache/html/<key>.html (hard-linked into dist/) and
 * <key>.json (whether it read all pages, and its links and ids for the
 * link checker), so an unchanged page costs a link and a small read.
 */
import { createHash } from 'node:crypto'
import { copyFile, link, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

const sha = (...parts) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('hex').slice(0, 32)
}

/** Every file of the server bundle, hashed: any code change renders every page again. */
async function folderHash(folder) {
  const hash = createHash('sha256')
  const walk = async (dir) => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(file)
      else if (entry.name.endsWith('.js')) hash.update(entry.name).update(await readFile(file))
    }
  }
  await walk(folder)
  return hash.digest('hex')
}

/** Runs `work` over items, `limit` at a time (file I/O overlaps while rendering uses the CPU). */
async function eachLimited(items, limit, work) {
  let next = 0
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++])
  }))
}

/**
 * Writes dist/<route>/index.html for every route; returns the link summaries
 * (in route order) and how many pages were rendered or reused.
 */
export async function renderPages({ site, pages, assets, dist, serverOut, cacheDir }) {
  await mkdir(cacheDir, { recursive: true })
  const state = site.contentState()
  const base = sha(await folderHash(serverOut), JSON.stringify(assets), state.tools)
  const pagesDigest = sha(state.pages)
  const rows = site.routes()
  const summaries = new Array(rows.length)
  let rendered = 0
  await eachLimited(rows.map((row, index) => ({ row, index })), 8, async ({ row, index }) => {
    const key = sha(base, row.path, pages[`/${row.file}`].hash)
    const htmlFile = path.join(cacheDir, `${key}.html`)
    const metaFile = path.join(cacheDir, `${key}.json`)
    let meta = await readFile(metaFile, 'utf8').then(JSON.parse, () => undefined)
    if (!meta || (meta.readsAllPages && meta.pagesDigest !== pagesDigest)) {
      const { html, readsAllPages } = await site.renderRoute(row.path, assets)
      const { links, ids } = site.linkSummary(row.path, html)
      meta = { readsAllPages, pagesDigest, links, ids }
      await writeFile(htmlFile, html)
      await writeFile(metaFile, JSON.stringify(meta))
      rendered += 1
    }
    summaries[index] = { route: row.path, links: meta.links, ids: meta.ids }
    const target = path.join(dist, row.output)
    await mkdir(path.dirname(target), { recursive: true })
    await link(htmlFile, target).catch(() => copyFile(htmlFile, target))
  })
  return { summaries, rendered, reused: rows.length - rendered }
}
