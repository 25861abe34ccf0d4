import { availableParallelism } from 'node:os'
import mdx from '@mdx-js/rollup'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { mdxOptions } from './src/node/mdx-options.ts'
import contentReload from './src/node/vite-plugin-content-reload.ts'
import lightIcons from './src/node/vite-plugin-light-icons.ts'
import sonnerWithoutInlineStyle from './src/node/vite-plugin-sonner-css.ts'
import stylesForNewClasses from './src/node/vite-plugin-styles-for-new-classes.ts'
import yamlData from './src/node/vite-plugin-yaml.ts'

export default defineConfig({
  // Vite's pre-bundled dependencies live with the project, not in node_modules/.vite: a project copy
  // that shares node_modules (tests, bench) then never swaps another dev server's bundles under it.
  cacheDir: '.build/vite',
  // The preview watches sources only: build output (dist/, and the staging and kept sites beside it) and caches (the preview's own among them) change by the thousand.
  // The tools files are watched as one folder, not file by file (scripts/dev/tools-watch.mjs).
  server: { watch: { ignored: ['**/.build/**', '**/dist/**', '**/.dist-*/**', '**/test-results/**', '**/content/_tools', '**/content/_tools/**'] } },
  plugins: [
    {
      enforce: 'pre',
      ...mdx(mdxOptions),
    },
    react({ include: /\.(tsx|ts|jsx|js)$/ }),
    // A saved page makes the stylesheet again only when it may bring a new class (the preview only).
    stylesForNewClasses({ stylesheet: 'src/styles/global.css' }),
    tailwindcss(),
    yamlData(),
    contentReload(),
    sonnerWithoutInlineStyle(),
    lightIcons(),
  ],
  // The search worker (src/search/split/worker.ts) is a module worker: its "Did you mean" code stays a chunk of its own, loaded only for a query that finds nothing.
  worker: { format: 'es' },
  build: {
    // The client bundle is only the island loader and the islands; pages are static HTML.
    manifest: true,
    rollupOptions: {
      input: { loader: 'src/client/loader.ts', styles: 'src/styles/global.css' },
      // Lucide's component beside each icon's drawing is never used (src/node/vite-plugin-light-icons.ts): dropped with it.
      treeshake: { manualPureFunctions: ['createLucideIcon'] },
      // React, React DOM, its scheduler and the island hydrator as one chunk: every island loads all four at once, and as
      // four files each paid its own compression and the imports between them (1,158 B gzip on the builder, docs/performance.md).
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]client[\\/]hydrate|rolldown[\\/]runtime/ }],
        },
      },
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/unit/global-setup.ts'],
    environment: 'node',
    // Time is measured by the bench, not by tests: a test's limit only catches a hang. Property runs and 100,000-item
    // checks take one to three seconds here, and a CI machine busy with the build tests beside them may take twice that.
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, and the files that run
    // the build (child processes waiting on disk and on each other a good part of the time) then run one after another.
    // Two workers there: 418 s for the unit tests against 654 s with one (fiftieth session's host).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
