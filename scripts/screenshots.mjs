#!/usr/bin/env node
/**
 * Screenshots of built pages at 1280px and 390px, for looking at what we
 * ship: node scripts/screenshots.mjs http://127.0.0.1:4173 / /compare/x ...
 * Writes .tmp/screenshots/<route>-<width>.png.
 */
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'

const [base, ...routes] = process.argv.slice(2)
const full = process.env.FULL !== '0'
await mkdir('.tmp/screenshots', { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions())
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 844 } })
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' })
    const name = (route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home') + `-${width}.png`
    await page.screenshot({ path: `.tmp/screenshots/${name}`, fullPage: full })
    console.log(`.tmp/screenshots/${name}`)
  }
  await page.close()
}
await browser.close()
