import { chromium } from 'playwright'
const [,, url, out, width, height, scrollY] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } })
await page.goto(url, { waitUntil: 'networkidle' })
await page.evaluate((y) => window.scrollTo(0, y), Number(scrollY ?? 0))
await page.waitForTimeout(300)
await page.screenshot({ path: out })
await browser.close()
