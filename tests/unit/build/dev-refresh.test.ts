import type { ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testLaunchOptions } from '../../../scripts/chromium.mjs'
import { copyProject, DEV_START_LIMIT, startDevServer } from './project-copy'

/** In npm run dev, a saved page swaps into the open browser tab without a reload, and a content error shows in Vite's overlay. */
// 6100-6499: clear of the ports Chrome refuses to open (6000 is X11, 6566 and 6665-6669 are others).
const port = 6100 + Math.floor(Math.random() * 400)
const base = `http://127.0.0.1:${port}`
let project: { dir: string; remove: () => void }
let server: ChildProcess
let browser: Browser
let page: Page

const source = (frontmatter: string, body: string) => `---\n${frontmatter}\ndescription: A page that exists only inside the preview refresh test.\n---\n\n${body}\n`
const save = (text: string) => writeFileSync(path.join(project.dir, 'content/refresh-test.mdx'), text)

beforeAll(async () => {
  project = copyProject('refresh')
  save(source('kind: page\ntitle: Refresh test', 'First version of the body.'))
  server = await startDevServer(project.dir, port)
  browser = await chromium.launch(testLaunchOptions())
  page = await browser.newPage()
}, DEV_START_LIMIT + 20_000)

afterAll(async () => {
  await browser?.close()
  server?.kill()
  project?.remove()
})

describe('the writers’ preview', { timeout: 40_000 }, () => {
  it('swaps an edited page into the open tab without reloading it', async () => {
    const sockets: string[] = []
    page.on('websocket', (socket) => sockets.push(socket.url()))
    const connected = page.waitForEvent('console', { predicate: (message) => message.text().includes('[vite] connected'), timeout: 20_000 })
    await page.goto(`${base}/refresh-test`)
    await page.getByText('First version of the body.').waitFor()
    // Once Vite's client is connected and the preview's script listens, mark this document: a reload would lose the mark.
    await connected
    await page.waitForFunction(() => document.documentElement.dataset.liveContent === 'on')
    // The live-update socket is this preview's own port: two previews running at once never drive each other's tabs.
    expect(sockets.map((url) => new URL(url).port)).toEqual([String(port)])
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    save(source('kind: page\ntitle: Refresh test, edited', 'Second version of the body.'))
    await page.getByText('Second version of the body.').waitFor({ timeout: 15_000 })
    expect(await page.title()).toBe('Refresh test, edited')
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })

  it('shows a schema error in the overlay, naming the file and the field, and clears it once fixed', async () => {
    save(source('kind: pgae\ntitle: Refresh test', 'Broken version.'))
    const overlay = page.locator('vite-error-overlay .message-body')
    await overlay.waitFor({ timeout: 15_000 })
    expect(await overlay.textContent()).toMatch(/content\/refresh-test\.mdx:2: kind: .*"page"/)
    save(source('kind: page\ntitle: Refresh test', 'Fixed version of the body.'))
    await page.getByText('Fixed version of the body.').waitFor({ timeout: 15_000 })
    await expect.poll(() => page.locator('vite-error-overlay').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })
})
