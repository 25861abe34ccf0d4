import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { compile } from '@tailwindcss/node'
import { Scanner } from '@tailwindcss/oxide'
import type { EnvironmentModuleNode, Plugin } from 'vite'

/**
 * In the writers' preview, a saved page makes the stylesheet again only
 * when it may bring a class the stylesheet was not made with.
 *
 * Tailwind watches every page it reads classes from, so each save of a
 * page also made the whole stylesheet again and sent it to the open tab:
 * at 100,000 tools some 130 ms of a save's 390, on the one thread that
 * also renders the page (docs/performance.md, twentieth session). Most
 * saves are prose. In the preview, Tailwind's classes only ever grow: a
 * save whose classes it already has changes nothing in the stylesheet.
 *
 * What it already has is known from below: each time the stylesheet is
 * made, the classes of the pages saved since (the first time, of every
 * page) are learned, each from the page as it was when the stylesheet was
 * made, which is what Tailwind read. A page changed since is left to the
 * next time. Tailwind's scanner takes every word for a class it may be, so
 * a save's words not learned are put to Tailwind's compiler of the same
 * stylesheet: only one that would add a rule ("table", "mt-[13px]") is
 * left to Tailwind; new prose ("sentence") is not.
 */

const PAGES_AT_ONCE = 100

/** The classes Tailwind would find in these texts of pages (Oxide, Tailwind's own scanner). */
const classesIn = (contents: string[]) => new Scanner({}).scanFiles(contents.map((content) => ({ content, extension: 'mdx' })))

/** Every page file under content/ (not the data folders, which hold no classes and, at 100,000 tools, many files). */
const pageFiles = (root: string) => {
  const content = path.join(root, 'content')
  const dataFolders = ['_tools', '_fields'].map((folder) => ({ base: path.join(content, folder), pattern: '**/*', negated: true }))
  return new Scanner({ sources: [{ base: content, pattern: '**/*.mdx', negated: false }, ...dataFolders] }).files
}

/**
 * Whether any of these classes would add a rule to the stylesheet: Tailwind's own compiler of it, given one class at a time,
 * whose answers are kept (a class that added a rule once is always said to add one, so nothing depends on what it was given).
 * @param file the stylesheet's path
 */
function ruleMaker(file: string) {
  let compiler: ReturnType<typeof compile> | undefined
  let css: string | undefined
  const answers = new Map<string, boolean>()
  return async (classes: readonly string[]) => {
    compiler ??= readFile(file, 'utf8').then((source) => compile(source, { base: path.dirname(file), onDependency: () => {} }))
    const stylesheet = await compiler
    let adds = false
    for (const found of classes) {
      let answer = answers.get(found)
      if (answer === undefined) {
        css ??= stylesheet.build([])
        const next = stylesheet.build([found])
        answer = next !== css
        css = next
        answers.set(found, answer)
      }
      adds ||= answer
    }
    return adds
  }
}

/**
 * @param stylesheet the stylesheet Tailwind makes, from the project's root
 */
export default function stylesForNewClasses({ stylesheet }: { stylesheet: string }): Plugin {
  let root = ''
  /** Classes the stylesheet was made with: never one it was not. */
  const learned = new Set<string>()
  /** Pages saved since the stylesheet was last made. */
  const savedSince = new Set<string>()
  let learnedEveryPage = false
  /** The learning under way, if any: a save waits for it, so it is judged by every class the stylesheet was made with. */
  let learning: Promise<void> = Promise.resolve()
  let addsRule: ReturnType<typeof ruleMaker> | undefined

  /** Learns the classes of these pages as they were when the stylesheet was made, a few pages a turn so requests go on between. */
  async function learn(files: string[], madeAt: number) {
    for (let at = 0; at < files.length; at += PAGES_AT_ONCE) {
      const read = await Promise.all(
        files.slice(at, at + PAGES_AT_ONCE).map(async (file) => {
          const content = await readFile(file, 'utf8').catch(() => undefined)
          // Read, then looked at: unchanged since before the stylesheet was made, it is the page Tailwind read.
          const modified = (await stat(file).catch(() => undefined))?.mtimeMs
          return content !== undefined && modified !== undefined && modified < madeAt ? [content] : []
        }),
      )
      for (const found of classesIn(read.flat())) learned.add(found)
    }
  }

  return {
    name: 'toolcompass:styles-for-new-classes',
    apply: 'serve',
    // Before Tailwind's own: the stylesheet is made after this has noted when.
    enforce: 'pre',
    configResolved(config) {
      root = config.root
      addsRule = ruleMaker(path.join(root, stylesheet))
    },
    transform(_code, id) {
      if (this.environment.name !== 'client' || id.split('?')[0] !== path.join(root, stylesheet)) return
      const madeAt = Date.now()
      const files = learnedEveryPage ? [...savedSince] : pageFiles(root)
      learnedEveryPage = true
      savedSince.clear()
      // After this request: the stylesheet is what the tab waits for. The compiler is made then too, not at a save;
      // should it fail, each save is left to Tailwind, as before.
      learning = learning
        .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
        .then(() => learn(files, madeAt))
        .then(() => addsRule?.([]))
        .then(() => {}, () => {})
    },
    async hotUpdate({ type, file, modules, read }) {
      if (this.environment.name !== 'client') return
      // The stylesheet's own edit (a theme, a plugin) may change what a class makes.
      if (file === path.join(root, stylesheet)) addsRule = ruleMaker(file)
      if (type !== 'update' || !file.endsWith('.mdx') || !addsRule) return
      savedSince.add(file)
      // A save that comes while the classes are being learned would find the page's own classes not learned yet.
      await learning
      const content = await Promise.resolve(read()).catch(() => undefined)
      if (content === undefined) return
      const notLearned = classesIn([content]).filter((found) => !learned.has(found))
      // Should the compiler fail, the save is left to Tailwind.
      if (notLearned.length > 0 && (await addsRule(notLearned).catch(() => true))) return
      return modules.filter((module) => !isStylesheetSource(module))
    },
  }
}

/** A file a stylesheet reads classes from, as the client's module graph holds it: an asset only stylesheets import. */
function isStylesheetSource(module: EnvironmentModuleNode): boolean {
  const importers = [...module.importers]
  return module.type === 'asset' && importers.length > 0 && importers.every((importer) => /\.css(\?|$)/.test(importer.url))
}
