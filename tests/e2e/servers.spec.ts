import { expect } from '@playwright/test'
import { test, testInOwnTab } from './worker-tab'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { parseRedirects } from '../../scripts/lib/static-host.mjs'
import { routes } from './helpers'

/**
 * dist/ as a visitor gets it from scripts/serve.mjs and from real nginx
 * (configured by `npm run nginx-conf`, started by playwright.config.ts):
 * the same statuses and headers from both, checked route by route.
 */
const SERVERS = [
  { name: 'serve.mjs', port: Number(process.env.E2E_PORT ?? 4317) },
  { name: 'nginx', port: Number(process.env.E2E_NGINX_PORT ?? 4318) },
]

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** One request as sent, with no decoding, redirect-following or retry. */
function get(port: number, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers ?? {} }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    request.on('error', reject)
    request.end()
  })
}

/** A request written byte for byte (a path no client library would send as it is); resolves with the status line and the whole answer. */
function raw(port: number, text: string): Promise<{ status: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
    socket.on('error', reject)
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), answer }))
  })
}

/** The headers both servers must agree on, where present. */
const CHECKED = ['content-type', 'cache-control', 'content-encoding', 'vary', 'location', 'allow', 'content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy']
const checked = (answer: Answer) => Object.fromEntries(CHECKED.map((name) => [name, answer.headers[name]]))

const headersFile = readFileSync('dist/_headers', 'utf8')
const csp = /Content-Security-Policy: (.+)/.exec(headersFile)?.[1]
const aliases = parseRedirects(readFileSync('dist/_redirects', 'utf8'))
const assets = readdirSync('dist/assets').filter((file) => !/\.(br|gz)$/.test(file))
const cards = readdirSync('dist/og/pages', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.png'))
/** The site search's largest data file (in its folders, "/search/<version>/"), which is precompressed. */
const searchData = readdirSync('dist/search', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json'))
  .map((file) => `/search/${file}`)
  .sort((a, b) => readFileSync(`dist${b}`).length - readFileSync(`dist${a}`).length)[0]!
const SECURITY = {
  'content-security-policy': csp,
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
}

/** An HTML answer (a page or the 404 page): its status, a revalidating UTF-8 page with every security header, holding `text`. */
function expectPage(answer: Answer, path: string, status: number, text: string) {
  expect(answer.status, path).toBe(status)
  expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8')
  expect(answer.headers['cache-control'], path).toBe('no-cache')
  expect(answer.headers, path).toMatchObject(SECURITY)
  expect(answer.body.toString('utf8'), path).toContain(text)
}

test('the build writes .br and .gz beside each text file over 1 KB, and none beside smaller ones or images', () => {
  expect(csp).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/)
  for (const file of ['index.html', 'about/index.html', 'search.json', searchData.slice(1), 'sitemap.xml', 'tools/finder.json', ...assets.filter((a) => /\.(js|css)$/.test(a)).map((a) => `assets/${a}`)]) {
    const bytes = readFileSync(`dist/${file}`)
    if (bytes.length <= 1024) continue
    expect(brotliDecompressSync(readFileSync(`dist/${file}.br`)).equals(bytes), `${file}.br`).toBe(true)
    expect(gunzipSync(readFileSync(`dist/${file}.gz`)).equals(bytes), `${file}.gz`).toBe(true)
  }
  expect(existsSync('dist/favicon.svg.gz')).toBe(readFileSync('dist/favicon.svg').length > 1024)
  expect(cards.length).toBeGreaterThan(0)
  expect(readdirSync('dist/og/pages', { recursive: true, encoding: 'utf8' }).filter((file) => /\.(br|gz)$/.test(file))).toEqual([])
})

for (const server of SERVERS) {
  test.describe(`behind ${server.name}`, () => {
    test('every route is 200 at /x and /x/, an HTML page that revalidates, with every security header', async () => {
      for (const route of routes) {
        for (const path of route.path === '/' ? ['/'] : [route.path, `${route.path}/`]) expectPage(await get(server.port, path), path, 200, '<!DOCTYPE html>')
      }
    })

    test('hashed assets and search data are cached for a year; social cards a day; data revalidates', async () => {
      for (const asset of assets) {
        const answer = await get(server.port, `/assets/${asset}`)
        expect(answer.status, asset).toBe(200)
        expect(answer.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable')
        expect(answer.headers, asset).toMatchObject(SECURITY)
      }
      const card = cards[0]
      const searchAnswer = await get(server.port, searchData)
      expect(searchAnswer.headers['cache-control'], searchData).toBe('public, max-age=31536000, immutable')
      expect(searchAnswer.headers['content-type'], searchData).toBe('application/json; charset=utf-8')
      const cardAnswer = await get(server.port, `/og/pages/${card}`)
      expect(cardAnswer.headers['cache-control']).toBe('public, max-age=86400')
      expect(cardAnswer.headers['content-type']).toBe('image/png')
      // The site's own card (the 404 page's, and any page's without one of its own) is a social card too.
      expect((await get(server.port, '/og/default.png')).headers['cache-control']).toBe('public, max-age=86400')
      for (const [path, type] of [
        ['/search.json', 'application/json; charset=utf-8'],
        ['/tools/finder.json', 'application/json; charset=utf-8'],
        ['/tools/notion.json', 'application/json; charset=utf-8'],
        ['/sitemap.xml', 'application/xml; charset=utf-8'],
        ['/feed.xml', 'application/xml; charset=utf-8'],
        ['/robots.txt', 'text/plain; charset=utf-8'],
      ] as const) {
        const answer = await get(server.port, path)
        expect(answer.status, path).toBe(200)
        expect(answer.headers['content-type'], path).toBe(type)
        expect(answer.headers['cache-control'], path).toBe('no-cache')
      }
    })

    test('a page revalidates with a 304 when unchanged', async () => {
      const first = await get(server.port, '/about')
      const etag = String(first.headers.etag)
      expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
      const again = await get(server.port, '/about', { headers: { 'If-None-Match': etag } })
      expect(again.status).toBe(304)
      expect(again.body.length).toBe(0)
      expect(again.headers['cache-control']).toBe('no-cache')
    })

    test('sends the precompressed brotli or gzip file the browser takes, and says it varies', async () => {
      for (const path of ['/about', searchData, `/assets/${assets.find((a) => a.endsWith('.js'))}`]) {
        const plain = await get(server.port, path)
        const br = await get(server.port, path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
        const gzip = await get(server.port, path, { headers: { 'Accept-Encoding': 'gzip' } })
        const refused = await get(server.port, path, { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' } })
        expect(plain.headers['content-encoding'], path).toBeUndefined()
        expect(br.headers['content-encoding'], path).toBe('br')
        expect(gzip.headers['content-encoding'], path).toBe('gzip')
        expect(refused.headers['content-encoding'], path).toBeUndefined()
        for (const answer of [plain, br, gzip, refused]) expect(answer.headers.vary, path).toBe('Accept-Encoding')
        expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true)
        expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true)
        expect(br.body.length).toBeLessThan(gzip.body.length)
      }
    })

    test('each alias is a 301 to its page, with or without its slash, keeping the query', async () => {
      expect(aliases.length).toBeGreaterThan(0)
      for (const { from, to } of aliases) {
        for (const path of [from, `${from}/`]) {
          const answer = await get(server.port, path)
          expect(answer.status, path).toBe(301)
          expect(answer.headers.location, path).toBe(to)
          expect(answer.headers, path).toMatchObject(SECURITY)
        }
        expect((await get(server.port, `${from}?ref=old`)).headers.location).toBe(`${to}?ref=old`)
        expect((await get(server.port, to)).status).toBe(200)
      }
    })

    test('an unknown path is the 404 page with status 404; the host files are never served', async () => {
      for (const path of ['/no-such-page', '/no-such-page/', '/assets/missing.js', '/tools/nope', '/_headers', '/_redirects']) expectPage(await get(server.port, path), path, 404, 'Page Not Found')
    })

    test('hostile requests: nothing outside dist/, a clear status for each, and the server keeps serving', async () => {
      const request = (target: string, method = 'GET', extra = 'Host: localhost\r\n') => raw(server.port, `${method} ${target} HTTP/1.1\r\n${extra}Connection: close\r\n\r\n`)
      const cases: [string, Promise<{ status: number; answer: string }>, number][] = [
        ['dot-dot above the root', request('/../../../../etc/passwd'), 400],
        ['encoded dots', request('/%2e%2e/%2e%2e/etc/passwd'), 400],
        ['encoded slashes', request('/..%2f..%2f..%2fetc%2fpasswd'), 400],
        ['dot-dot inside the root', request('/guides/../about'), 200],
        ['an encoded slash inside the root', request('/about%2f'), 200],
        ['a NUL byte', request('/about%00.html'), 400],
        ['a broken escape', request('/%zz'), 400],
        ['backslashes', request('/..\\..\\etc\\passwd'), 404],
        ['a very long address', request(`/${'a'.repeat(20_000)}`), 414],
        ['a long address within bounds', request(`/${'a'.repeat(10_000)}`), 404],
        ['a long query string within bounds', request(`/about?q=${'A'.repeat(10_000)}`), 200],
        ['POST', request('/about', 'POST', 'Host: localhost\r\nContent-Length: 0\r\n'), 405],
        ['DELETE', request('/about', 'DELETE'), 405],
        ['OPTIONS', request('/', 'OPTIONS'), 405],
        ['a made-up method', request('/', 'BREW'), 405],
        ['no Host', raw(server.port, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'), 400],
        ['not HTTP', raw(server.port, 'HELLO\r\n\r\n'), 400],
      ]
      for (const [name, answer, status] of cases) {
        const { status: got, answer: text } = await answer
        expect(got, name).toBe(status)
        expect(text, name).not.toContain('root:x:0:0')
        if (status === 405) expect(text, name).toMatch(/\r\nAllow: GET, HEAD\r\n/i)
      }
      const head = await get(server.port, '/about', { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(head.body.length).toBe(0)
      expect((await get(server.port, '/about')).status).toBe(200)
    })

    testInOwnTab("a page loads through it with no CSP violation and no console error, and its islands run", async ({ page }) => {
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(error.message))
      await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`)))
      await page.goto(`http://127.0.0.1:${server.port}/calculator/roi`)
      await page.getByRole('button', { name: 'Calculate' }).click()
      await expect(page.getByRole('button', { name: 'Share Results' })).toBeVisible()
      await page.keyboard.press('/')
      await page.getByRole('combobox').fill('notion')
      await expect(page.getByRole('option').first()).toBeVisible()
      expect(problems).toEqual([])
    })
  })
}

test('serve.mjs and nginx agree on every checked header and status', async () => {
  const [ours, nginx] = SERVERS as [(typeof SERVERS)[0], (typeof SERVERS)[0]]
  const paths = [
    ...routes.slice(0, 40).map((route) => route.path),
    '/about/',
    ...assets.map((asset) => `/assets/${asset}`),
    '/search.json',
    searchData,
    '/tools/notion.json',
    '/sitemap.xml',
    '/favicon.svg',
    '/no-such-page',
    '/_redirects',
    ...aliases.map((alias) => alias.from),
  ]
  for (const path of paths) {
    for (const encoding of ['', 'gzip', 'br, gzip']) {
      const headers = encoding ? { 'Accept-Encoding': encoding } : undefined
      const [a, b] = await Promise.all([get(ours.port, path, { headers }), get(nginx.port, path, { headers })])
      expect({ path, encoding, status: b.status, ...checked(b) }).toEqual({ path, encoding, status: a.status, ...checked(a) })
    }
  }
  const [a, b] = await Promise.all([get(ours.port, '/about', { method: 'POST' }), get(nginx.port, '/about', { method: 'POST' })])
  expect({ status: b.status, allow: b.headers.allow, csp: b.headers['content-security-policy'] }).toEqual({ status: a.status, allow: a.headers.allow, csp: a.headers['content-security-policy'] })
})
