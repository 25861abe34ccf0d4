/**
 * The system Chromium that tests and screenshots drive. Playwright never
 * downloads a browser here: CHROMIUM_PATH, else /usr/bin/chromium.
 */
import { existsSync } from 'node:fs'

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)
  const found = candidates.find((candidate) => existsSync(candidate))
  if (!found) {
    throw new Error(
      'No Chromium found. Install Debian\'s: sudo apt-get install -y chromium (or set CHROMIUM_PATH to a Chromium binary). ' +
        'Do not run "npx playwright install": this project uses the system browser.',
    )
  }
  return found
}

export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  }
}
