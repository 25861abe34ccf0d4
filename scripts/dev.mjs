#!/usr/bin/env node
/**
 * npm run dev: renders every request on the fly through Vite, the same way
 * the build does, so what writers preview is what ships. Content edits
 * swap into the open page without a reload (code edits reload it); a content
 * error shows in Vite's overlay and in the page, with file and field.
 */
import { createServer as createHttpServer } from 'node:http'
import path from 'node:path'
import { createServer } from 'vite'
import { brokenLinksOn, withBrokenLinksNotice } from './dev/page-links.mjs'
import { createDevSite } from './dev/site.mjs'
import { watchToolsFolder } from './dev/tools-watch.mjs'
import { keepProblemList, messageOf } from './lib/errors.mjs'
import { escapeText } from './lib/html.mjs'

/** @import { Assets } from '../src/server/Document.tsx' */

const port = Number(process.env.PORT ?? 5173)
const host = process.env.HOST ?? '127.0.0.1'
// The bootstrap starts dev-refresh.ts, which runs the loader and swaps edited content in place; it exists only in the preview.
/** @type {Assets} */
const assets = { loader: { href: '/src/client/dev-refresh.ts' }, styles: [{ href: '/src/styles/global.css' }] }

/** @type {ReturnType<typeof import('./cards/render.mjs').createCardRenderer> | undefined} The social-card renderer, loaded on the first card request (satori and fonts are not free to load). */
let renderCard


/** The other files' types, by extension. */
const OTHER_FILE_TYPES = { json: 'application/json', xml: 'application/xml; charset=utf-8', txt: 'text/plain; charset=utf-8' }

const server = createHttpServer()
// Vite's live-update socket shares this server's port (not Vite's fixed 24678), so two previews never talk to each other's tabs.
const vite = await createServer({ server: { middlewareMode: true, ws: { server } }, appType: 'custom' })

// Pages are compiled once and kept; a save compiles only the saved page again (scripts/dev/site.mjs).
const devSite = createDevSite(vite)
// Vite's watcher leaves the tools files out: they are watched as one folder, and what changes there is told to it (dev/tools-watch.mjs).
watchToolsFolder(path.join(process.cwd(), 'content', '_tools'), vite.watcher)

server.on('request', (request, response) => {
  vite.middlewares(request, response, async () => {
    const url = request.url ?? '/'
    try {
      const site = await devSite.current()
      const address = url.split('?')[0] ?? ''
      // The other files (the search's, the tools' data the finder, the builder and the pickers fetch; the sitemap, feed, llms.txt), as the build writes them.
      const other = /\.(json|xml|txt)$/.test(address) ? site.extraFile(address) : undefined
      if (other !== undefined) {
        response.writeHead(200, { 'Content-Type': OTHER_FILE_TYPES[/** @type {keyof typeof OTHER_FILE_TYPES} */ (address.slice(address.lastIndexOf('.') + 1))] })
        return response.end(other)
      }
      // A page's social card (its og:image), drawn on request so writers see it as it will ship.
      const card = address.startsWith('/og/pages/') && site.socialCards().find((job) => `/${job.file}` === address)
      if (card) {
        renderCard ??= (await import('./cards/render.mjs')).createCardRenderer()
        response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' })
        return response.end((await renderCard(card.layers)).png)
      }
      const page = await site.render(url, assets)
      // What the build would refuse of this page's links, said on the page (and in the terminal) as the writer saves it.
      const broken = page.status === 200 ? await brokenLinksOn(site, url, page.html, assets) : []
      if (broken.length > 0) console.error(`Broken links:\n${broken.map((line) => `  ${line}`).join('\n')}`)
      const html = await vite.transformIndexHtml(url, broken.length > 0 ? withBrokenLinksNotice(page.html, broken, escapeText) : page.html)
      response.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end(html)
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error)
      keepProblemList(error, process.cwd())
      const message = messageOf(error)
      console.error(message)
      // Also as Vite's error overlay, over the page the writer is looking at: file and field, as the build says them.
      vite.ws.send({ type: 'error', err: { message, stack: '', plugin: 'content' } })
      const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Content error</title></head><body style="font-family:system-ui;padding:2rem"><h1>This page cannot be rendered</h1><pre style="white-space:pre-wrap;background:#fef2f2;padding:1rem;border-radius:8px">${escapeText(message)}</pre><p>Fix the file and save: the page reloads by itself.</p><script type="module" src="/@vite/client"></script></body></html>`
      response.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end(page)
    }
  })
})

server.listen(port, host, () => {
  console.log(`Writers' preview at http://${host}:${port}/ (a saved page updates the open tab)`)
  // The site is read and checked now, not at the first request: the writer opening a tab seconds after the start waits
  // less (at 100,000 tools this is most of the 17 s a restart takes). A problem is printed here, and again on the page.
  devSite.current().catch((error) => console.error(messageOf(error)))
})
