import { defineConfig } from '@playwright/test'
import { testLaunchOptions } from './scripts/chromium.mjs'

/** End-to-end tests run against the built, prerendered dist/ served on 127.0.0.1. */
const port = Number(process.env.E2E_PORT ?? 4317)
/** The same dist/ behind nginx, configured by `npm run nginx-conf` (tests/e2e/servers.spec.ts checks both). */
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4318)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: testLaunchOptions(),
    trace: 'off',
  },
  webServer: [
    {
      command: `node scripts/serve.mjs dist`,
      env: { PORT: String(port), HOST: '127.0.0.1' },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: `bash tests/e2e/nginx.sh ${nginxPort}`,
      env: { E2E_NGINX_PORT: String(nginxPort) },
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
  ],
})
