#!/usr/bin/env node
/**
 * Serves the built dist/ as a static host would, by the rules in
 * scripts/lib/static-host.mjs that the nginx configuration is made from
 * too: the headers and redirects of dist/_headers and dist/_redirects, /x
 * and /x/ as x/index.html, 404.html with status 404, the precompressed .br
 * or .gz beside a file when the browser takes it, GET and HEAD only, and
 * nothing outside dist/. A fault answers that request (500, logged); the
 * server keeps serving. Used by `npm run serve` and the end-to-end tests.
 * PORT and HOST choose where (default 127.0.0.1:4173).
 */
import { open, readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream'
import { messageOf } from './lib/errors.mjs'
import { escapeAttribute, escapeText } from './lib/html.mjs'
import {
  ALLOWED_METHODS,
  COMPRESSIBLE,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  HOST_FILES,
  chooseEncoding,
  headersFor,
  normalizeTarget,
  parseHeaders,
  parseRedirects,
  siteWideHeaders,
} from './lib/static-host.mjs'

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

const dist = path.resolve(process.argv[2] ?? 'dist')
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'

const readText = (/** @type {string} */ name) => readFile(path.join(dist, name), 'utf8').catch(() => '')
const blocks = parseHeaders(await readText('_headers'))
const siteWide = siteWideHeaders(blocks)
/** Aliases by their path without a trailing slash: /x and /x/ redirect alike. */
const bare = (/** @type {string} */ pathname) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
const redirects = new Map(parseRedirects(await readText('_redirects')).map((rule) => [bare(rule.from), rule]))

const STATUS_TEXT = /** @type {Record<number, string>} */ ({ 400: 'Bad Request', 404: 'Not Found', 405: 'Method Not Allowed', 414: 'URI Too Long', 500: 'Internal Server Error' })

/**
 * A short plain-text answer: for what no file answers.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {number} status
 * @param {Record<string, string>} [extra]
 */
function plain(request, response, status, extra = {}) {
  const body = `${status} ${STATUS_TEXT[status] ?? ''}\n`
  response.writeHead(status, { ...siteWide, ...extra, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body) })
  response.end(request.method === 'HEAD' ? undefined : body)
}

/** @param {string} file */
const isFile = (file) => stat(file).then((s) => s.isFile(), () => false)

/**
 * The file a normalized path names: itself, or its folder's index.html.
 * @param {string} pathname
 * @returns {Promise<string | null>}
 */
async function fileFor(pathname) {
  if (HOST_FILES.includes(bare(pathname))) return null
  const target = path.join(dist, pathname)
  for (const candidate of [target, path.join(target, 'index.html')]) if (await isFile(candidate)) return candidate
  return null
}

/**
 * Sends a file, or its precompressed copy, with its headers; a 304 when the browser's copy is current.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {number} status
 * @param {string} file
 * @param {Record<string, string>} headers
 */
async function sendFile(request, response, status, file, headers) {
  const extension = path.extname(file).toLowerCase()
  const compressible = COMPRESSIBLE.has(extension)
  const available = compressible ? { br: await isFile(`${file}.br`), gzip: await isFile(`${file}.gz`) } : { br: false, gzip: false }
  const encoding = chooseEncoding(request.headers['accept-encoding'], available)
  const sent = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file
  // Opened before the headers go: a file removed from now on still streams whole (as on any Unix server).
  const handle = await open(sent, 'r')
  try {
    const { size, mtime } = await handle.stat()
    const seconds = Math.floor(mtime.getTime() / 1000)
    const etag = `"${seconds.toString(16)}-${size.toString(16)}"`
    const lastModified = new Date(seconds * 1000).toUTCString()
    /** @type {Record<string, string | number>} */
    const all = {
      ...headers,
      'Content-Type': CONTENT_TYPES[extension] ?? DEFAULT_CONTENT_TYPE,
      ...(available.br || available.gzip ? { Vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...(status === 200 ? { ETag: etag, 'Last-Modified': lastModified } : {}),
    }
    const current = status === 200 && (request.headers['if-none-match'] === etag || (!request.headers['if-none-match'] && request.headers['if-modified-since'] === lastModified))
    if (current || request.method === 'HEAD') {
      await handle.close()
      if (current) delete all['Content-Type']
      response.writeHead(current ? 304 : status, current ? all : { ...all, 'Content-Length': size })
      return response.end()
    }
    response.writeHead(status, { ...all, 'Content-Length': size })
    // The stream closes the file when it ends or is destroyed.
    // pipeline() stops reading when the client leaves mid-answer, and ends the answer when the file fails.
    pipeline(handle.createReadStream(), response, (error) => {
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error(`serve: ${sent}: ${messageOf(error)}`)
    })
  } catch (error) {
    await handle.close()
    throw error
  }
}

/**
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
async function answer(request, response) {
  const url = request.url ?? ''
  const target = normalizeTarget(url)
  if ('status' in target) return plain(request, response, target.status)
  if (!ALLOWED_METHODS.includes(request.method ?? '')) return plain(request, response, 405, { Allow: ALLOWED_METHODS.join(', ') })
  const redirect = redirects.get(bare(target.path))
  if (redirect) {
    const query = url.includes('?') ? `?${url.slice(url.indexOf('?') + 1).split('#')[0]}` : ''
    const location = redirect.to + query
    // A short page naming the new address, as nginx writes one, for a client that does not follow.
    const body = `<html><head><title>${redirect.status} Moved Permanently</title></head><body><a href="${escapeAttribute(location)}">${escapeText(location)}</a></body></html>\n`
    response.writeHead(redirect.status, { ...siteWide, Location: location, 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(body) })
    return response.end(request.method === 'HEAD' ? undefined : body)
  }
  const file = await fileFor(target.path)
  if (file) return sendFile(request, response, 200, file, headersFor(blocks, target.path))
  const notFound = path.join(dist, '404.html')
  if (await isFile(notFound)) return sendFile(request, response, 404, notFound, headersFor(blocks, '/404.html'))
  plain(request, response, 404)
}

// Node's 16 KB header limit would answer a long address 431 before answer() could say 414, as nginx does.
const server = createServer({ maxHeaderSize: 64 * 1024 }, (request, response) => {
  answer(request, response).catch((error) => {
    console.error(`serve: ${request.method} ${request.url}: ${messageOf(error)}`)
    if (!response.headersSent) plain(request, response, 500)
    else response.destroy()
  })
})

// What Node's parser refuses before answer() sees it. A method it does not know is 405, as nginx answers any method but GET and HEAD.
server.on('clientError', (error, socket) => {
  const { code, rawPacket } = /** @type {{ code?: string, rawPacket?: Buffer }} */ (error)
  if (!socket.writable || code === 'ECONNRESET') return socket.destroy()
  // A well-formed request line with a method Node does not know ("BREW / HTTP/1.1"), not just any bytes.
  const requestLine = rawPacket?.toString('latin1').split('\r\n', 1)[0] ?? ''
  const unknownMethod = code === 'HPE_INVALID_METHOD' && /^[A-Z_-]+ \S+ HTTP\/\d\.\d$/.test(requestLine)
  const status = unknownMethod ? `405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(', ')}` : code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request'
  socket.end(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)
})

server.listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), dist) || '.'} at http://${host}:${port}/`)
})
