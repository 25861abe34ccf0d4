import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copyProject } from './project-copy'

/** A page with a broken link or anchor fails `npm run build`, naming the page, the link and the reason, and writes nothing. */
const project = copyProject('broken-link')
afterAll(() => project.remove())

describe('the build', () => {
  it('fails on a broken internal link or anchor', () => {
    writeFileSync(
      path.join(project.dir, 'content/guides/broken-links.mdx'),
      `---
kind: guide
title: A Guide With Broken Links
description: A fixture guide whose links lead nowhere, to prove the build refuses to publish it.
category: Strategy
author: Test Writer
excerpt: Links that lead nowhere.
lastReviewed: 2025-10-01
---

See [a missing page](/compare/nobody-vs-nothing) and [a missing section](/about#no-such-section).
`,
    )
    const result = spawnSync('node', ['scripts/build.mjs'], { cwd: project.dir, encoding: 'utf8', env: { ...process.env, DIST_DIR: 'dist' } })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('2 content problems in 1 file:')
    expect(result.stderr).toContain('content/guides/broken-links.mdx: link /compare/nobody-vs-nothing: no such page')
    expect(result.stderr).toContain('content/guides/broken-links.mdx: link /about#no-such-section: no such anchor #no-such-section on /about')
    expect(result.stderr).toMatch(/^dist\/ not written \(there was no earlier build\)\.$/m)
    expect(existsSync(path.join(project.dir, 'dist/guides/broken-links/index.html'))).toBe(false)
  }, 120_000)
})
