#!/usr/bin/env node
/**
 * npm run nginx-conf -- --root <absolute dist path> --port <port> [--out <file>] [--host <address>] [--run-dir <folder>] [--user <name>] [--no-brotli]
 * Makes a complete nginx.conf for the built site (scripts/lib/nginx-conf.mjs),
 * from the _headers and _redirects in that dist/, and writes it to --out (or
 * prints it: then use `npm run --silent`, since npm prints its own banner on
 * standard output too). Start it with
 *   nginx -c /absolute/path/nginx.conf
 * --run-dir holds the pid file and nginx's temporary files (default: the
 * system's temporary folder's toolcompass-nginx); it is created here, so the
 * commands work on a machine that has never run nginx for the site.
 * Run as root without --user, the workers run as the owner of --root, who can read it.
 * The brotli_static module is loaded from Debian's place unless --no-brotli.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { messageOf } from './lib/errors.mjs'
import { DEBIAN_BROTLI_MODULE, nginxConf, userNameOf } from './lib/nginx-conf.mjs'
import { parseHeaders, parseRedirects } from './lib/static-host.mjs'
import { PROJECT_NAME } from './lib/project.mjs'

try {
  const { values } = parseArgs({
    options: {
      root: { type: 'string' },
      port: { type: 'string' },
      out: { type: 'string' },
      host: { type: 'string' },
      'run-dir': { type: 'string', default: path.join(tmpdir(), `${PROJECT_NAME}-nginx`) },
      user: { type: 'string' },
      'no-brotli': { type: 'boolean', default: false },
    },
  })
  if (!values.root) throw new Error('nginx-conf: --root <absolute path of dist/> is required')
  if (!values.port) throw new Error('nginx-conf: --port <port> is required')
  if (!/^\d+$/.test(values.port)) throw new Error(`nginx-conf: --port must be a whole number from 1 to 65535, got "${values.port}"`)
  const root = values.root.replace(/\/+$/, '') || '/'
  if (!path.isAbsolute(root)) throw new Error(`nginx-conf: --root must be an absolute path, got "${values.root}"`)
  const runDir = path.resolve(values['run-dir'])
  const read = (/** @type {string} */ name) => {
    const file = path.join(root, name)
    if (!existsSync(file)) throw new Error(`nginx-conf: ${file} is missing; run npm run build first`)
    return readFileSync(file, 'utf8')
  }
  const brotliModule = values['no-brotli'] ? null : DEBIAN_BROTLI_MODULE
  if (brotliModule && !existsSync(brotliModule)) throw new Error(`nginx-conf: ${brotliModule} is missing; install libnginx-mod-http-brotli-static, or pass --no-brotli`)
  // nginx started by root hands requests to workers running as `user` (nobody, unless told), who may not
  // read a checkout; the owner of the files can.
  const user = values.user ?? (process.getuid?.() === 0 ? userNameOf(statSync(root).uid, readFileSync('/etc/passwd', 'utf8')) : null)
  const conf = nginxConf({
    root,
    port: Number(values.port),
    host: values.host,
    runDir,
    brotliModule,
    user,
    headers: parseHeaders(read('_headers')),
    redirects: parseRedirects(read('_redirects')),
  })
  // The folder the configuration names for its pid file must exist before nginx starts.
  mkdirSync(runDir, { recursive: true })
  if (values.out) {
    const out = path.resolve(values.out)
    const temporary = `${out}.${process.pid}.tmp`
    writeFileSync(temporary, conf)
    renameSync(temporary, out)
    console.error(`nginx-conf: wrote ${out} (pid file and temporary files in ${runDir})`)
  } else {
    process.stdout.write(conf)
    // npm prints "> toolcompass@… nginx-conf" on standard output before the script runs, which nginx cannot read.
    if (process.env.npm_lifecycle_event && process.env.npm_config_loglevel !== 'silent' && !process.stdout.isTTY) {
      console.error('nginx-conf: npm printed its banner above the configuration; write it with --out <file>, or run npm run --silent nginx-conf')
    }
  }
} catch (error) {
  console.error(messageOf(error))
  process.exit(1)
}
