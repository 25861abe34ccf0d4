#!/usr/bin/env node
/**
 * Serves the built dist/ as a static host would: /x serves x/index.html,
 * unknown paths get 404.html with status 404. Used by `npm start` and the
 * end-to-end tests. PORT and HOST choose where (default 127.0.0.1:4173).
 */
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { createGzip } from 'node:zlib'
import path from 'node:path'

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

const dist = path.resolve(process.argv[2] ?? 'dist')
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
}

/** @param {string} file */
async function isFile(file) {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

/**
 * The file a request path maps to, never outside dist/.
 * @param {string} pathname
 * @returns {Promise<string | null>}
 */
async function resolveFile(pathname) {
  /** @type {string} */
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const target = path.join(dist, path.normalize(decoded))
  if (!target.startsWith(dist)) return null
  for (const candidate of [target, path.join(target, 'index.html')]) if (await isFile(candidate)) return candidate
  return null
}

/** Text compresses, as every static host and CDN does it; images are already compressed. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg'])

/**
 * Answers with a file, compressed when it is text and the browser takes gzip.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {number} status
 * @param {string} file
 */
function send(request, response, status, file) {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream'
  const immutable = file.includes(`${path.sep}assets${path.sep}`)
  const gzip = COMPRESSIBLE.has(path.extname(file)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
  response.writeHead(status, {
    ...securityHeaders,
    'Content-Type': type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  })
  const body = createReadStream(file)
  if (gzip) body.pipe(createGzip()).pipe(response)
  else body.pipe(response)
}

/**
 * `_redirects` as Netlify and Cloudflare Pages read it: "from to status" per line.
 * @returns {Promise<Map<string, { to: string, status: number }>>}
 */
async function readRedirects() {
  const text = await readFile(path.join(dist, '_redirects'), 'utf8').catch(() => '')
  return new Map(
    text
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .flatMap(([from, to, status = '301']) => (from?.startsWith('/') && to !== undefined ? [[from, { to, status: Number(status) }]] : [])),
  )
}
const redirects = await readRedirects()

/**
 * `_headers` as static hosts read it; only the site-wide `/*` block is used here.
 * @returns {Promise<Record<string, string>>}
 */
async function readHeaders() {
  const text = await readFile(path.join(dist, '_headers'), 'utf8').catch(() => '')
  /** @type {Record<string, string>} */
  const headers = {}
  let inSiteWide = false
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue
    if (!/^\s/.test(line)) {
      inSiteWide = line.trim() === '/*'
      continue
    }
    const colon = line.indexOf(':')
    if (inSiteWide && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return headers
}
const securityHeaders = await readHeaders()

const server = createServer(async (request, response) => {
  const { pathname, search } = new URL(request.url ?? '/', 'http://localhost')
  const redirect = redirects.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
  if (redirect) {
    response.writeHead(redirect.status, { ...securityHeaders, Location: redirect.to + search })
    return response.end()
  }
  const file = await resolveFile(pathname)
  if (file) return send(request, response, 200, file)
  send(request, response, 404, path.join(dist, '404.html'))
})

server.listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), dist) || '.'} at http://${host}:${port}/`)
})
