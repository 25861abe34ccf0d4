/**
 * A complete nginx.conf serving dist/ as `scripts/serve.mjs` does, made
 * from the same `_headers` and `_redirects` the build writes for Netlify
 * and Cloudflare Pages (read through static-host.mjs): every header, a 301
 * per alias, `/x` and `/x/` per page, 404.html with status 404, the
 * precompressed `.br` and `.gz` files, GET and HEAD only.
 */
import { ALLOWED_METHODS, CONTENT_TYPES, HOST_FILES, MAX_URL_LENGTH, headersFor, siteWideHeaders } from './static-host.mjs'

/** @import { HeaderBlock, Redirect } from './static-host.mjs' */

/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const DEBIAN_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/**
 * The name of the account with this uid, from the text of /etc/passwd (nginx's
 * `user` takes a name, not a number); null when no line has it.
 * @param {number} uid
 * @param {string} passwd
 * @returns {string | null}
 */
export function userNameOf(uid, passwd) {
  for (const line of passwd.split('\n')) {
    const [name, , id] = line.split(':')
    if (name && id === String(uid)) return name
  }
  return null
}

/**
 * @typedef {object} NginxOptions
 * @property {string} root absolute path of the built site
 * @property {number} port
 * @property {string} [host] address to listen on (default: every address)
 * @property {string} runDir writable folder for the pid file and temporary files
 * @property {string | null} brotliModule the brotli_static module to load, or null to serve gzip only
 * @property {string | null} [user] the workers' user when started as root
 * @property {readonly HeaderBlock[]} headers from `_headers`
 * @property {readonly Redirect[]} redirects from `_redirects`
 */

/** A value quoted for nginx: inside double quotes, `"`, `\` and `$` escaped. */
const quote = (/** @type {string} */ value) => `"${value.replace(/[\\"$]/g, (c) => (c === '$' ? '${dollar}' : `\\${c}`))}"`

/**
 * `add_header` lines, `always` so that 301, 304, 404 and 405 answers carry them too.
 * @param {Record<string, string>} headers
 * @param {string} indent
 */
const addHeaders = (headers, indent) => Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)

/**
 * The locations: one per `_headers` pattern, each with every header its
 * paths get (nginx does not merge add_header across levels).
 * @param {readonly HeaderBlock[]} blocks
 * @returns {{ match: string, headers: Record<string, string> }[]}
 */
function locations(blocks) {
  /** @type {Map<string, { match: string, headers: Record<string, string> }>} */
  const byMatch = new Map([['/', { match: '/', headers: headersFor(blocks, '/404.html') }]])
  for (const { pattern } of blocks) {
    if (pattern === '/*') continue
    if (!pattern.startsWith('/') || pattern.slice(0, -1).includes('*') || /[\s{};"'$]/.test(pattern)) throw new Error(`_headers: nginx-conf cannot turn the pattern "${pattern}" into a location`)
    const match = pattern.endsWith('*') ? `^~ ${pattern.slice(0, -1)}` : `= ${pattern}`
    // A prefix location's headers: those of a path under it that no exact block names.
    const sample = pattern.endsWith('*') ? `${pattern.slice(0, -1)}\u0000` : pattern
    byMatch.set(match, { match, headers: headersFor(blocks, sample) })
  }
  return [...byMatch.values()]
}

/**
 * @param {NginxOptions} options
 * @returns {string}
 */
export function nginxConf({ root, port, host, runDir, brotliModule, user, headers, redirects }) {
  if (!root.startsWith('/')) throw new Error(`nginx-conf: --root must be an absolute path, got "${root}"`)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`nginx-conf: --port must be a whole number from 1 to 65535, got "${port}"`)
  const types = new Map()
  for (const [extension, type] of Object.entries(CONTENT_TYPES)) {
    const bare = type.split(';')[0]
    types.set(bare, [...(types.get(bare) ?? []), extension.slice(1)])
  }
  // text/html is in charset_types already.
  const textTypes = [...new Set(Object.values(CONTENT_TYPES).filter((type) => type.includes('charset=utf-8')).map((type) => type.split(';')[0]))].filter((type) => type !== 'text/html')
  const siteWide = siteWideHeaders(headers)
  const aliases = redirects.flatMap(({ from, to, status }) => {
    if (status !== 301) throw new Error(`_redirects: nginx-conf writes 301s only; "${from}" is a ${status}`)
    const bare = from.length > 1 ? from.replace(/\/+$/, '') : from
    return bare === '/' ? [[from, to]] : [[bare, to], [`${bare}/`, to]]
  })
  const lines = [
    `# nginx.conf for ${root}, made by \`npm run nginx-conf\` from its _headers and _redirects.`,
    '# Made again after each build (the CSP hash and the aliases change with the content); not edited by hand.',
    ...(brotliModule ? [`load_module ${brotliModule};`] : ['# No brotli_static module: precompressed .gz files only.']),
    ...(user ? [`user ${user};`] : []),
    'worker_processes auto;',
    `pid ${runDir}/nginx.pid;`,
    'error_log stderr warn;',
    '',
    'events {',
    '  worker_connections 1024;',
    '}',
    '',
    'http {',
    '  types {',
    ...[...types].map(([type, extensions]) => `    ${type} ${extensions.join(' ')};`),
    '  }',
    `  default_type application/octet-stream;`,
    '  charset utf-8;',
    `  charset_types ${textTypes.join(' ')};`,
    '  access_log off;',
    '  server_tokens off;',
    '  sendfile on;',
    '  # Location: /new, as scripts/serve.mjs and the static hosts write it.',
    '  absolute_redirect off;',
    `  # A request line over ${MAX_URL_LENGTH} characters or so is 414.`,
    '  large_client_header_buffers 4 16k;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${runDir}/${kind};`),
    '  # `$dollar` lets a header value hold a dollar sign.',
    '  geo $dollar { default "$"; }',
    '',
    '  # Allow: on a 405 only (an empty value sends no header).',
    '  map $status $allow {',
    `    405 ${quote(ALLOWED_METHODS.join(', '))};`,
    '    default "";',
    '  }',
    '',
    '  # Each alias (/x and /x/) to its page, with the query string kept.',
    '  map $uri $alias_target {',
    '    default "";',
    ...aliases.map(([from, to]) => `    ${quote(from ?? '')} ${quote(to ?? '')};`),
    '  }',
    '',
    '  server {',
    `    listen ${host ? `${host}:` : ''}${port};`,
    `    root ${quote(root)};`,
    '    gzip_static on;',
    ...(brotliModule ? ['    brotli_static on;'] : []),
    '    gzip_vary on;',
    '    # A CDN in front sends Via: it gets the compressed files too.',
    '    gzip_proxied any;',
    '    error_page 404 /404.html;',
    '',
    '    # Answers given before any location: the headers every response has.',
    ...addHeaders(siteWide, '    '),
    '    add_header Allow $allow always;',
    `    if ($request_method !~ ^(${ALLOWED_METHODS.join('|')})$) {`,
    '      return 405;',
    '    }',
    '    if ($alias_target) {',
    '      return 301 $alias_target$is_args$args;',
    '    }',
    '',
    ...locations(headers).flatMap(({ match, headers: located }) => [
      `    location ${match} {`,
      ...addHeaders(located, '      '),
      '      try_files $uri $uri/index.html =404;',
      '    }',
    ]),
    '',
    '    # The host\'s own files are configuration, not content.',
    ...HOST_FILES.map((file) => `    location = ${file} { return 404; }`),
    '  }',
    '}',
    '',
  ]
  return lines.join('\n')
}
