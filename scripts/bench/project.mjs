/**
 * The bench's copies of the project: a fresh one per size, with that
 * size's generated pages and tools (generate-pages.mjs) in its content/,
 * sharing node_modules, so every first build in it is cold.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { pageKeys } from '../build/pages.mjs'
import { FOLDER_OF_KIND, generatePages, generateTools, splitMdx } from './generate-pages.mjs'

/** @import { Kind, Template } from './generate-pages.mjs' */

/** A size of the site to measure: generated pages and generated tools added to the real ones. @typedef {{ pages: number, tools: number, label: string }} Size */

/**
 * The site's own pages of each kind the bench re-issues, in file order: what generated pages are made from.
 * @param {string} root the project
 * @returns {Promise<Template[]>}
 */
async function readTemplates(root) {
  const keys = await pageKeys(root)
  const folders = /** @type {[Kind, string][]} */ (Object.entries(FOLDER_OF_KIND))
  return folders.flatMap(([kind, folder]) =>
    keys
      .filter((key) => path.posix.dirname(key) === `/content/${folder}`)
      .map((key) => {
        const { frontmatter, body } = splitMdx(readFileSync(path.join(root, key), 'utf8'))
        return { kind, slug: path.posix.basename(key, '.mdx'), frontmatter: parse(frontmatter), body }
      }),
  )
}

/**
 * The tools in content/_tools/ with their names (the build checks the files; a broken one fails it there).
 * @param {string} root the project
 * @returns {{ id: string, name: string }[]}
 */
function readTools(root) {
  const folder = path.join(root, 'content/_tools')
  return readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => ({ id: file.replace(/\.yaml$/, ''), name: parse(readFileSync(path.join(folder, file), 'utf8')).name }))
}

/**
 * The tools in content/_tools/ with their files' text: what generated tools are made from.
 * @param {string} root the project
 * @returns {{ id: string, source: string }[]}
 */
function readToolSources(root) {
  const folder = path.join(root, 'content/_tools')
  return readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => ({ id: file.replace(/\.yaml$/, ''), source: readFileSync(path.join(folder, file), 'utf8') }))
}

/**
 * A fresh copy of the project with a size's generated pages and tools, sharing node_modules.
 * @param {string} root the project copied
 * @param {Size} size
 * @returns {Promise<string>} its folder
 */
export async function projectWith(root, size) {
  const dir = mkdtempSync(path.join(tmpdir(), `toolcompass-bench-${size.pages}-${size.tools}-`))
  for (const entry of ['content', 'src', 'scripts', 'public', 'vite.config.ts', 'tsconfig.json', 'package.json']) {
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true })
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  const templates = await readTemplates(root)
  const generated = generateTools({ tools: readToolSources(root), templates, count: size.tools })
  for (const file of [...generated.files, ...generatePages({ templates, tools: readTools(root), count: size.pages })]) {
    const target = path.join(dir, 'content', file.path)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, file.content)
  }
  return dir
}
