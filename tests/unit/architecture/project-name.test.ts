import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROJECT_NAME } from '../../../scripts/lib/project.mjs'
import { site } from '../../../src/shared/site'

/** One name for the project: the site's, the package's, and every default path's. */

const root = path.resolve(__dirname, '../../..')
/** What the build, the tests and installs write: not the project's own text. */
const NOT_OURS = new Set(['node_modules', '.git', 'dist', '.build', '.dist-staging', '.dist-previous', 'test-results', '.reports', 'playwright-report'])
/** The old name, spelled so that this file does not hold it. */
const OLD_NAME = ['tool', 'chooser'].join('')

function projectFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_OURS.has(entry.name)) return []
    const file = path.join(folder, entry.name)
    return entry.isDirectory() ? projectFiles(file) : [file]
  })
}

describe('the project name', () => {
  it('is the site name, in the package, the lockfile and the scripts', () => {
    expect(PROJECT_NAME).toBe(site.name.toLowerCase())
    expect(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).name).toBe(PROJECT_NAME)
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
    expect([lock.name, lock.packages[''].name]).toEqual([PROJECT_NAME, PROJECT_NAME])
  })

  it('no file of the project uses the old name', () => {
    const files = projectFiles(root)
    expect(files.length).toBeGreaterThan(100)
    const stale = files.filter((file) => /\.(json|[cm]?[jt]sx?|mdx?|ya?ml|sh|css|html|txt|conf)$|^\.ci\/|\/run$/.test(path.relative(root, file)) && new RegExp(`tool[\\s_-]?chooser`, 'i').test(readFileSync(file, 'utf8')))
    expect(stale.map((file) => path.relative(root, file))).toEqual([])
    expect(new RegExp(`tool[\\s_-]?chooser`, 'i').test(OLD_NAME)).toBe(true)
  })
})
