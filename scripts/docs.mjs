#!/usr/bin/env node
/** npm run docs: regenerates the frontmatter reference in content/README.md from the schemas' doc comments. */
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'vite'

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' })
try {
  const { withReference } = await vite.ssrLoadModule('/src/node/schema-docs.ts')
  const guide = readFileSync('content/README.md', 'utf8')
  const next = withReference(guide, readFileSync('src/content/schema.ts', 'utf8'), readFileSync('src/content/tool-schema.ts', 'utf8'))
  writeFileSync('content/README.md', next)
  console.log(next === guide ? 'content/README.md is up to date' : 'Updated the frontmatter reference in content/README.md')
} finally {
  await vite.close()
}
