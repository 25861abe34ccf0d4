import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { foldersUnder, isEditorsOwn, kindOfFolder } from '../../../scripts/build/watch.mjs'

/** What `npm run build -- --watch` watches, and what a change there means for the next build (#32). */
describe('the watch of a build that stays running', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'toolcompass-watch-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('watches every folder under one, itself first, not hidden folders or node_modules', () => {
    for (const folder of ['content/guides', 'content/_tools', 'content/.cache', 'src/node_modules/x', 'src/islands/parts']) mkdirSync(path.join(root, folder), { recursive: true })
    writeFileSync(path.join(root, 'content/guides/a.mdx'), '')
    const relative = (folders: string[]) => folders.map((folder) => path.relative(root, folder))
    expect(relative(foldersUnder(path.join(root, 'content'))).sort()).toEqual(['content', 'content/_tools', 'content/guides'])
    expect(relative(foldersUnder(path.join(root, 'src'))).sort()).toEqual(['src', 'src/islands', 'src/islands/parts'])
    expect(foldersUnder(path.join(root, 'public'))).toEqual([])
  })

  it("tells the tools' folder, the code's (src/, the fields) and the pages' apart", () => {
    expect(kindOfFolder(root, path.join(root, 'content/_tools'))).toBe('tools')
    expect(kindOfFolder(root, path.join(root, 'content/_fields'))).toBe('code')
    expect(kindOfFolder(root, path.join(root, 'src'))).toBe('code')
    expect(kindOfFolder(root, path.join(root, 'src/islands/parts'))).toBe('code')
    for (const folder of ['content', 'content/guides', 'public', 'public/images', 'srcset']) expect(kindOfFolder(root, path.join(root, folder)), folder).toBe('content')
  })

  it("passes by an editor's own files, not the site's", () => {
    for (const name of ['.a.mdx.swp', '.#a.mdx', '#a.mdx#', 'a.mdx~', '4913', '.DS_Store']) expect(isEditorsOwn(name), name).toBe(true)
    for (const name of ['a.mdx', 'notion.yaml', 'logo.svg', '49130.mdx']) expect(isEditorsOwn(name), name).toBe(false)
  })
})
