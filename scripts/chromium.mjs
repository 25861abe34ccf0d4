/**
 * The system Chromium that tests, screenshots, Lighthouse and the bench
 * drive. Playwright never downloads a browser here.
 */
import { existsSync } from 'node:fs'

const NO_BROWSER =
  'No Chromium found. Install Debian\'s: sudo apt-get install -y chromium chromium-headless-shell (or set CHROMIUM_PATH to a Chromium binary). ' +
  'Do not run "npx playwright install": this project uses the system browser.'

/**
 * The full Chromium: CHROMIUM_PATH, else /usr/bin/chromium. Lighthouse, the bench and screenshots use it,
 * so what they measure is the browser visitors run.
 * @returns {string}
 */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH || undefined, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((candidate) => candidate !== undefined)
  const found = candidates.find((candidate) => existsSync(candidate))
  if (!found) throw new Error(NO_BROWSER)
  return found
}

/**
 * The browser the end-to-end tests drive: Debian's chromium-headless-shell where it is installed (the same
 * Chromium build without the desktop browser around it; Playwright's own default for headless runs), which does the
 * same page work in about 60 % of the CPU time, on a 2-core machine the difference between a 17- and a 30-minute
 * run; else the full Chromium above. HEADLESS_SHELL_PATH names another shell, or "none" to test with the full one.
 * @returns {string}
 */
export function testChromiumPath() {
  const shell = process.env.HEADLESS_SHELL_PATH
  if (shell === 'none') return chromiumPath()
  const candidates = [shell || undefined, '/usr/bin/chromium-headless-shell'].filter((candidate) => candidate !== undefined)
  return candidates.find((candidate) => existsSync(candidate)) ?? chromiumPath()
}

/** What would only waste time or network in a test run, turned off. */
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run']

/**
 * How the bench and screenshots launch the full Chromium through Playwright.
 * @returns {{ executablePath: string, args: string[] }}
 */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: FLAGS }
}

/**
 * How the end-to-end tests launch their browser (testChromiumPath).
 * @returns {{ executablePath: string, args: string[] }}
 */
export function testLaunchOptions() {
  return { executablePath: testChromiumPath(), args: FLAGS }
}
