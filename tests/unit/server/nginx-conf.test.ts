import { describe, expect, it } from 'vitest'
import { nginxConf, userNameOf } from '../../../scripts/lib/nginx-conf.mjs'
import { parseHeaders } from '../../../scripts/lib/static-host.mjs'
import { headersFile } from '../../../src/server/headers'

const headers = parseHeaders(headersFile())
const base = { root: '/srv/site', port: 8080, runDir: '/run/site', brotliModule: '/m/brotli.so', headers, redirects: [{ from: '/old-page', to: '/new-page', status: 301 }] }

/** The add_header lines of a location, as name → value. */
function locationHeaders(conf: string, match: string): Record<string, string> {
  const start = conf.indexOf(`    location ${match} {`)
  if (start < 0) throw new Error(`no location ${match}`)
  const block = conf.slice(start, conf.indexOf('    }', start))
  return Object.fromEntries([...block.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g)].map((m) => [m[1], m[2]!.replace(/\\(.)/g, '$1')]))
}

describe('nginxConf', () => {
  const conf = nginxConf(base)

  it('serves the root on the port, with the brotli module, precompressed files and the 404 page', () => {
    expect(conf).toContain('load_module /m/brotli.so;')
    expect(conf).toContain('listen 8080;')
    expect(conf).toContain('root "/srv/site";')
    expect(conf).toContain('gzip_static on;')
    expect(conf).toContain('brotli_static on;')
    expect(conf).toContain('error_page 404 /404.html;')
    expect(conf).toContain('pid /run/site/nginx.pid;')
    expect(conf).toMatch(/location \/ \{[^}]*try_files \$uri \$uri\/index\.html =404;/)
  })

  it('gives each location every header its paths get from _headers (nginx does not merge add_header)', () => {
    const page = locationHeaders(conf, '/')
    expect(page['Cache-Control']).toBe('no-cache')
    expect(page['Content-Security-Policy']).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/)
    expect(locationHeaders(conf, '^~ /assets/')).toEqual({ ...page, 'Cache-Control': 'public, max-age=31536000, immutable' })
    expect(locationHeaders(conf, '^~ /og/')).toEqual({ ...page, 'Cache-Control': 'public, max-age=86400' })
    expect(locationHeaders(conf, '= /search.json')).toEqual(page)
    expect(locationHeaders(conf, '^~ /search/')).toEqual({ ...page, 'Cache-Control': 'public, max-age=31536000, immutable' })
    expect(locationHeaders(conf, '^~ /tools/')).toEqual(page)
  })

  it('redirects each alias with and without its slash, keeping the query', () => {
    expect(conf).toContain('"/old-page" "/new-page";')
    expect(conf).toContain('"/old-page/" "/new-page";')
    expect(conf).toContain('return 301 $alias_target$is_args$args;')
    expect(conf).toContain('absolute_redirect off;')
  })

  it('answers GET and HEAD only, and never serves the host files', () => {
    expect(conf).toContain('if ($request_method !~ ^(GET|HEAD)$) {')
    expect(conf).toContain('location = /_headers { return 404; }')
    expect(conf).toContain('location = /_redirects { return 404; }')
  })

  it('serves gzip only when there is no brotli module', () => {
    const gzipOnly = nginxConf({ ...base, brotliModule: null })
    expect(gzipOnly).not.toMatch(/^\s*(load_module|brotli_static)/m)
    expect(gzipOnly).toContain('gzip_static on;')
  })

  it('escapes quotes and dollar signs in values', () => {
    const odd = nginxConf({ ...base, headers: parseHeaders('/*\n  X-Odd: say "$1"\n') })
    expect(odd).toContain('add_header X-Odd "say \\"${dollar}1\\"" always;')
  })

  it('refuses, naming it, what it cannot write', () => {
    expect(() => nginxConf({ ...base, root: 'dist' })).toThrow('--root must be an absolute path, got "dist"')
    expect(() => nginxConf({ ...base, port: 0 })).toThrow('--port must be a whole number from 1 to 65535, got "0"')
    expect(() => nginxConf({ ...base, headers: parseHeaders('/a/*/b\n  X: 1\n') })).toThrow('cannot turn the pattern "/a/*/b" into a location')
    expect(() => nginxConf({ ...base, redirects: [{ from: '/a', to: '/b', status: 302 }] })).toThrow('writes 301s only; "/a" is a 302')
  })
})

describe('userNameOf', () => {
  const passwd = 'root:x:0:0:root:/root:/bin/bash\nwww-data:x:33:33:www-data:/var/www:/usr/sbin/nologin\n'
  it('names the account of a uid, for nginx’s user directive', () => {
    expect(userNameOf(0, passwd)).toBe('root')
    expect(userNameOf(33, passwd)).toBe('www-data')
  })
  it('is null for a uid with no account', () => {
    expect(userNameOf(1000, passwd)).toBeNull()
    expect(userNameOf(0, '')).toBeNull()
  })
})
