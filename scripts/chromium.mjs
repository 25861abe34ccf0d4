/**
 * The system Chromium that tests and screenshots drive. Playwright never
 * downloads a browser here: CHROMIUM_PATH, else /usr/bin/chromium.
 */
import { existsSync } from 'node:fs'

/**
 * The Chromium binary to drive; throws, saying how to get one, when there is none.
 * @returns {string}
 */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH || undefined, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((candidate) => candidate !== undefined)
  const found = candidates.find((candidate) => existsSync(candidate))
  if (!found) {
    throw new Error(
      'No Chromium found. Install Debian\'s: sudo apt-get install -y chromium (or set CHROMIUM_PATH to a Chromium binary). ' +
        'Do not run "npx playwright install": this project uses the system browser.',
    )
  }
  return found
}

/**
 * How Playwright launches it: this binary, with what it would only waste time or network on turned off.
 * @returns {{ executablePath: string, args: string[] }}
 */
export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  }
}
