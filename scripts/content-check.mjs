#!/usr/bin/env node
/**
 * npm run content:check: validates all content as the build does and prints
 * a report a reviewer can act on (src/content/report.ts). Exits non-zero
 * only on errors (what the build would refuse), never on warnings.
 *   --errors-only        print only the errors (CI: npm test runs it so)
 *   --today YYYY-MM-DD   judge freshness as of another day (default: today)
 *
 * The content is loaded the way the writers' preview loads it (Vite, drafts
 * kept, TODO markers listed rather than thrown), and every published page is
 * rendered once to collect its links, frame included: broken links and anchors are errors, as the build
 * refuses them, and a page no other links to is a warning (an orphan).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createServer } from 'vite'
import { linkedFiles, problemsOf } from './dev/page-links.mjs'
import { createDevSite } from './dev/site.mjs'
import { keepProblemList, messageOf } from './lib/errors.mjs'
import { localToday } from './lib/today.mjs'

/**
 * @import { Finding } from '../src/content/report.ts'
 * @import { Site } from '../src/server/site-core.ts'
 * @import { LinkSummary } from '../src/server/link-check.ts'
 */

const args = process.argv.slice(2)
const errorsOnly = args.includes('--errors-only')
const todayAt = args.indexOf('--today')
const today = todayAt >= 0 ? (args[todayAt + 1] ?? '') : localToday()
const unknown = args.filter((arg, index) => arg !== '--errors-only' && arg !== '--today' && !(todayAt >= 0 && index === todayAt + 1))
if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || unknown.length > 0) {
  console.error(unknown.length > 0 ? `content:check: unknown option ${unknown.join(' ')}` : `content:check: --today: expected a date like 2025-09-05, got "${today}"`)
  console.error('usage: npm run content:check [-- --errors-only] [--today YYYY-MM-DD]')
  process.exit(2)
}

// Silent: a page that cannot compile is reported below in the build's words, and Vite's own report of it (the code frame and
// twenty lines of the MDX compiler's stack) came first, before the report. What is not about content is thrown, and printed.
const vite = await createServer({ mode: 'development', server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'silent' })
let exitCode = 0
try {
  const report = /** @type {typeof import('../src/content/report.ts')} */ (await vite.ssrLoadModule('/src/content/report.ts'))
  /** @type {Site | undefined} */
  let site
  /** @type {string[]} */
  const problems = []
  try {
    site = await createDevSite(vite).current()
  } catch (error) {
    // The registry's ContentError lists every problem; a page MDX could not compile is one, in the build's words; anything else is not about content.
    const listed = typeof error === 'object' && error !== null && 'problems' in error ? error.problems : undefined
    const content = Array.isArray(listed) ? error : await asContentError(failuresOf(error))
    if (!content) throw error
    // The same report as the build's and the preview's, word for word.
    keepProblemList(content, process.cwd())
    console.log(`Content report for ${today}: fix these first, then run it again for the full report\n\n${messageOf(content)}`)
  }

  const registry = site?.registry
  // Invalid content leaves no registry to check further: the report printed above is what the build says.
  if (site && registry) {
    let heading = `Content report for ${today}`
    /** @type {Finding[]} */
    let findings
    const assets = { loader: { href: '/loader.js' }, styles: [] }
    /** @type {Map<string, string[]>} */
    const links = new Map()
    /** @type {LinkSummary[]} */
    const summaries = []
    for (const page of registry.pages.filter((p) => !p.data.draft)) {
      try {
        const summary = site.linkSummary(page.route, (await site.render(page.route, assets)).html)
        links.set(page.route, summary.links)
        summaries.push(summary)
      } catch (error) {
        problems.push(await withLine(messageOf(error)))
        // As in the build: a page that could not be rendered is reported, and a link to it is not broken (that page is).
        summaries.push({ route: page.route, links: [], ids: null })
      }
    }
    problems.push(...(await brokenLinks(site, [...summaries, site.linkSummary('/404', (await site.notFound(assets)).content)])))
    const sources = new Map(registry.pages.map((page) => [page.file, readFileSync(path.join(process.cwd(), page.file), 'utf8')]))
    const aliases = new Map([...registry.aliases].map(([alias, page]) => [alias, page.route]))
    findings = report.contentReport({ today, pages: registry.pages, tools: registry.tools, todos: registry.todos, links, sources, aliases, problems })
    heading += `: ${registry.pages.length} pages, ${registry.tools.size} tools`
    console.log(report.formatReport(findings, { errorsOnly, heading }))
    if (!errorsOnly) {
      const { featureCoverage, formatCoverage } = /** @type {typeof import('../src/content/coverage.ts')} */ (await vite.ssrLoadModule('/src/content/coverage.ts'))
      console.log(`\n${formatCoverage(featureCoverage(registry.tools, registry.fields))}`)
    }
    exitCode = report.summarise(findings).errors > 0 ? 1 : 0
  } else exitCode = 1
} finally {
  await vite.close()
}
process.exit(exitCode)

/**
 * Every broken internal link or anchor among these pages, as the build reports it ("content/x.mdx:12: link /y: no such
 * page"): the build refuses them. A link to a file is to one in public/ or to one of the files the build writes besides
 * pages (the feed, the search's, a tool's record), each of which the preview makes when asked.
 * @param {Site} site
 * @param {LinkSummary[]} pages
 */
async function brokenLinks(site, pages) {
  const linkedPaths = new Set(pages.flatMap((page) => page.links.map((href) => href.split(/[?#]/, 1)[0] ?? '')))
  return problemsOf(site, pages, await linkedFiles(site, [...linkedPaths]))
}

/**
 * A render's problem with the line of its component, where the problem names one and the build's report would find it
 * ("content/x.mdx:164: could not render: <ToolCrad>: no such component …"): the build's report locates it so (problem-report.ts).
 * @param {string} problem
 */
async function withLine(problem) {
  const { parseProblem } = /** @type {typeof import('../src/content/problem-report.ts')} */ (await vite.ssrLoadModule('/src/content/problem-report.ts'))
  // The build's own locator (the registry's report uses it), reading the file as it is on disk now.
  const { locateInFiles } = /** @type {typeof import('../src/server/site-core.ts')} */ (await vite.ssrLoadModule('/src/server/site-core.ts'))
  const { file, line, text } = parseProblem(problem, locateInFiles)
  return file && line !== undefined && !problem.startsWith(`${file}:${line}:`) ? `${file}:${line}: ${text}` : problem
}

/**
 * Every page that could not be compiled, where the preview's site says so (dev/site.mjs puts them on the first one's error).
 * @param {unknown} error
 */
function failuresOf(error) {
  return typeof error === 'object' && error !== null && 'failures' in error && Array.isArray(error.failures) ? error.failures : [error]
}

/**
 * The pages MDX could not compile (Vite's errors, with the compiler's place and reason), as the build reports them, all at
 * once: "content/x.mdx:27: Unexpected character … (MDX reads `<` as …)". Undefined if one is an error about no content file.
 * @param {unknown[]} failures each of them
 */
async function asContentError(failures) {
  const { mdxAdvice } = /** @type {typeof import('../src/shared/mdx-advice.ts')} */ (await vite.ssrLoadModule('/src/shared/mdx-advice.ts'))
  const { ContentError } = /** @type {typeof import('../src/content/errors.ts')} */ (await vite.ssrLoadModule('/src/content/errors.ts'))
  /** @type {string[]} */
  const problems = []
  for (const failure of failures) {
    if (typeof failure !== 'object' || failure === null) return undefined
    const { loc, id, line, reason } = /** @type {{ loc?: { file?: string, line?: number }, id?: string, line?: number, reason?: string }} */ (failure)
    const absolute = loc?.file ?? id?.split('?')[0]
    const file = absolute ? path.relative(process.cwd(), absolute) : ''
    if (!file.startsWith('content/') || !file.endsWith('.mdx')) return undefined
    const said = reason ?? messageOf(failure).split('\n')[0] ?? ''
    const at = line ?? loc?.line
    problems.push(`${file}${at ? `:${at}` : ''}: ${said}${mdxAdvice(said)}`)
  }
  return new ContentError(problems)
}
