/**
 * What a static host does with dist/, read from the files the build writes
 * for Netlify and Cloudflare Pages (`_headers`, `_redirects`): which headers
 * a path gets, where an alias goes, which files are sent compressed. One
 * source for `scripts/serve.mjs` and the nginx configuration
 * (`scripts/lib/nginx-conf.mjs`), so the two cannot drift.
 */

/** @typedef {{ pattern: string, headers: Record<string, string> }} HeaderBlock */
/** @typedef {{ from: string, to: string, status: number }} Redirect */

/** Content types by extension; text is UTF-8. */
export const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
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
})

/** The type of anything else: downloaded, never sniffed (with X-Content-Type-Options: nosniff). */
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream'

/** Text that the build stores compressed beside itself (`x.js.br`, `x.js.gz`) when it is over COMPRESS_OVER bytes. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg'])
export const COMPRESS_OVER = 1024

/**
 * Cache-Control for a response no `_headers` block gives one: the pages.
 * Netlify and Cloudflare Pages revalidate pages by default (max-age=0,
 * must-revalidate); `_headers` cannot say it for pages alone, since a host
 * joins or overrides a header that two blocks give the same path.
 */
export const DEFAULT_CACHE_CONTROL = 'no-cache'

/** The methods a static site answers; anything else is 405 with `Allow`. */
export const ALLOWED_METHODS = ['GET', 'HEAD']

/**
 * The longest request target answered; longer is 414. nginx refuses a
 * request line longer than its large header buffers (16k in our
 * configuration: a calculator's shared link stays far below, a hostile
 * 10,000-character query string still gets the page).
 */
export const MAX_URL_LENGTH = 16000

/** Files in dist/ that configure the host and are never served. */
export const HOST_FILES = ['/_headers', '/_redirects']

/**
 * `_headers` as Netlify reads it: a path pattern on its own line, then
 * indented `Name: value` lines; `#` starts a comment.
 * @param {string} text
 * @returns {HeaderBlock[]}
 */
export function parseHeaders(text) {
  /** @type {HeaderBlock[]} */
  const blocks = []
  for (const [at, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      blocks.push({ pattern: line.trim(), headers: {} })
      continue
    }
    const colon = line.indexOf(':')
    const block = blocks.at(-1)
    if (!block || colon < 0) throw new Error(`_headers line ${at + 1}: expected "Name: value" under a path, got "${line.trim()}"`)
    block.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return blocks
}

/**
 * `_redirects` as Netlify reads it: "from to [status]" per line.
 * @param {string} text
 * @returns {Redirect[]}
 */
export function parseRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line, at) => {
      const [from, to, status = '301'] = line.split(/\s+/)
      if (!from?.startsWith('/') || !to) throw new Error(`_redirects rule ${at + 1}: expected "from to [status]", got "${line}"`)
      return { from, to, status: Number(status) }
    })
}

/**
 * Whether a `_headers` pattern covers a path: exact, or a trailing `*` for
 * anything after its prefix. These are the only forms the site writes.
 * @param {string} pattern
 * @param {string} pathname
 */
export function patternMatches(pattern, pathname) {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1))
  return pathname === pattern
}

/**
 * The headers a path gets: every block that covers it, a later block's
 * value replacing an earlier one's (as Netlify does), and Cache-Control
 * by default.
 * @param {readonly HeaderBlock[]} blocks
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(blocks, pathname) {
  /** @type {Record<string, string>} */
  const headers = { 'Cache-Control': DEFAULT_CACHE_CONTROL }
  for (const block of blocks) if (patternMatches(block.pattern, pathname)) Object.assign(headers, block.headers)
  return headers
}

/**
 * The headers of answers that no file gives (a redirect, a refused method):
 * the site-wide `/*` block's, and Cache-Control by default.
 * @param {readonly HeaderBlock[]} blocks
 * @returns {Record<string, string>}
 */
export function siteWideHeaders(blocks) {
  return headersFor(
    blocks.filter((block) => block.pattern === '/*'),
    '/',
  )
}

/**
 * The path a request target names, as nginx reads it: the query and
 * fragment dropped, percent-escapes decoded (`%2F` included), empty and
 * `.` segments dropped, `..` taking one back. A target that cannot be read
 * (a bad escape, a NUL, `..` above the root, not a path) is 400; one over
 * MAX_URL_LENGTH is 414. Backslashes are ordinary characters, as on Linux.
 * @param {string} target the request line's target, as sent
 * @returns {{ path: string } | { status: 400 | 414 }}
 */
export function normalizeTarget(target) {
  if (target.length > MAX_URL_LENGTH) return { status: 414 }
  // The absolute form (GET http://host/path) names the path after the host.
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target)
  let raw = absolute ? target.slice(absolute[0].length) || '/' : target
  raw = raw.split(/[?#]/, 1)[0] ?? ''
  if (!raw.startsWith('/')) return { status: 400 }
  /** @type {number[]} */
  const bytes = []
  const encoded = Buffer.from(raw, 'utf8')
  for (let at = 0; at < encoded.length; at++) {
    const byte = encoded[at] ?? 0
    if (byte !== 0x25) {
      bytes.push(byte)
      continue
    }
    const hex = encoded.subarray(at + 1, at + 3).toString('latin1')
    if (!/^[0-9a-f]{2}$/i.test(hex)) return { status: 400 }
    bytes.push(Number.parseInt(hex, 16))
    at += 2
  }
  if (bytes.includes(0)) return { status: 400 }
  const decoded = Buffer.from(bytes).toString('utf8')
  /** @type {string[]} */
  const segments = []
  const parts = decoded.split('/')
  for (const part of parts) {
    if (part === '' || part === '.') continue
    if (part === '..') {
      if (segments.length === 0) return { status: 400 }
      segments.pop()
    } else segments.push(part)
  }
  const last = parts.at(-1)
  const slash = segments.length > 0 && (last === '' || last === '.' || last === '..') ? '/' : ''
  return { path: `/${segments.join('/')}${slash}` }
}

/**
 * Which encoding to send, given the Accept-Encoding header and the
 * precompressed files there are: brotli before gzip, as nginx's
 * brotli_static and gzip_static choose; none for a q of 0.
 * @param {string | undefined} acceptEncoding
 * @param {{ br: boolean, gzip: boolean }} available
 * @returns {'br' | 'gzip' | null}
 */
export function chooseEncoding(acceptEncoding, available) {
  /** @type {Map<string, number>} */
  const accepted = new Map()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined)
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const takes = (/** @type {string} */ name) => (accepted.get(name) ?? 0) > 0
  if (available.br && takes('br')) return 'br'
  if (available.gzip && takes('gzip')) return 'gzip'
  return null
}
