#!/usr/bin/env node
/** npm run docs: regenerates the frontmatter reference in content/README.md from the schemas' zod metadata. */
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'vite'

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' })
try {
  const { withReference } = /** @type {typeof import('../src/node/schema-docs.ts')} */ (await vite.ssrLoadModule('/src/node/schema-docs.ts'))
  const guide = readFileSync('content/README.md', 'utf8')
  const next = withReference(guide)
  writeFileSync('content/README.md', next)
  console.log(next === guide ? 'content/README.md is up to date' : 'Updated the frontmatter reference in content/README.md')
} finally {
  await vite.close()
}
