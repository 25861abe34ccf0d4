#!/usr/bin/env node
/**
 * npm run nginx-conf -- --root <absolute dist path> --port <port> [--host <address>] [--run-dir <folder>] [--user <name>] [--no-brotli]
 * Prints a complete nginx.conf for the built site (scripts/lib/nginx-conf.mjs),
 * made from the _headers and _redirects in that dist/. Start it with
 *   nginx -c /absolute/path/nginx.conf
 * --run-dir holds the pid file and nginx's temporary files (default /tmp/toolchooser-nginx);
 * the brotli_static module is loaded from Debian's place unless --no-brotli.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { messageOf } from './lib/errors.mjs'
import { DEBIAN_BROTLI_MODULE, nginxConf } from './lib/nginx-conf.mjs'
import { parseHeaders, parseRedirects } from './lib/static-host.mjs'

try {
  const { values } = parseArgs({
    options: {
      root: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'run-dir': { type: 'string', default: '/tmp/toolchooser-nginx' },
      user: { type: 'string' },
      'no-brotli': { type: 'boolean', default: false },
    },
  })
  if (!values.root) throw new Error('nginx-conf: --root <absolute path of dist/> is required')
  if (!values.port) throw new Error('nginx-conf: --port <port> is required')
  if (!/^\d+$/.test(values.port)) throw new Error(`nginx-conf: --port must be a whole number from 1 to 65535, got "${values.port}"`)
  const root = values.root.replace(/\/+$/, '') || '/'
  if (!path.isAbsolute(root)) throw new Error(`nginx-conf: --root must be an absolute path, got "${values.root}"`)
  const read = (/** @type {string} */ name) => {
    const file = path.join(root, name)
    if (!existsSync(file)) throw new Error(`nginx-conf: ${file} is missing; run npm run build first`)
    return readFileSync(file, 'utf8')
  }
  const brotliModule = values['no-brotli'] ? null : DEBIAN_BROTLI_MODULE
  if (brotliModule && !existsSync(brotliModule)) throw new Error(`nginx-conf: ${brotliModule} is missing; install libnginx-mod-http-brotli-static, or pass --no-brotli`)
  process.stdout.write(
    nginxConf({
      root,
      port: Number(values.port),
      host: values.host,
      runDir: values['run-dir'],
      brotliModule,
      user: values.user ?? null,
      headers: parseHeaders(read('_headers')),
      redirects: parseRedirects(read('_redirects')),
    }),
  )
} catch (error) {
  console.error(messageOf(error))
  process.exit(1)
}
