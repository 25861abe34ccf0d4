import type { Frontmatter } from './schema'
import { toolIdsOf } from './schema'
import { daysBetween, REVIEW_DAYS } from './freshness'
import { todoProblem, type TodoMarkers } from './todo'
import type { Tool } from './tool-schema'
import { escapeRegExp } from '../shared/escape-regexp'
import { amountsOf } from '../catalogue/plans'
import { pricesIn } from '../shared/prices'

/**
 * `npm run content:check`: what a reviewer should act on, as pure checks over
 * the registry. Errors are what the build refuses (schema problems, TODO
 * markers in a page that would be published); everything else is a warning
 * that never fails CI: stale prices and reviews (the site promises a
 * quarterly review), unused tools data, orphan pages, over-long text and
 * duplicates. Each line names the file and the field or line.
 */

export const MAX_TITLE = 60
export const MAX_DESCRIPTION = 160
export const MAX_FAQ_ANSWER = 300

export type Severity = 'error' | 'warning'

export interface Finding {
  severity: Severity
  /** Which check found it; findings are grouped by check in this order. */
  check: CheckId
  /** The line a reviewer reads: "content/x.mdx: field: what is wrong". */
  text: string
}

export const CHECKS = {
  content: 'Content problems (the build stops on these)',
  todo: 'TODO markers left (the build refuses a page or tools file that has one, unless the page is a draft)',
  prices: `Prices checked more than ${REVIEW_DAYS} days ago (check on the vendor's site, then update pricing.checked)`,
  review: `Pages not reviewed in more than ${REVIEW_DAYS} days (check the whole page, then update lastReviewed)`,
  'future-dates': 'Dates after today (a price or page cannot have been checked on a day still to come: write the day it was done)',
  'unused-tools': 'Tools data no page uses (link it from a page, list it on /best-tools with a directory group, or delete it)',
  orphans: 'Pages no other page links to (add a link from a related page, a directory or the home page)',
  length: `Longer than recommended (titles ${MAX_TITLE}, descriptions ${MAX_DESCRIPTION}, FAQ answers ${MAX_FAQ_ANSWER} characters)`,
  duplicates: 'Duplicate titles or descriptions (each page should have its own)',
  'prose-prices': "Prices in a page's words that none of the tool's plans has (check the plans in content/_tools/, or the sentence)",
} as const
export type CheckId = keyof typeof CHECKS

export interface ReportPage {
  file: string
  route: string
  data: Frontmatter
}

export interface ReportInput {
  /** Today, YYYY-MM-DD. */
  today: string
  /** Every page, drafts included (the preview registry). */
  pages: readonly ReportPage[]
  tools: ReadonlyMap<string, Tool>
  /** Every page and tools file still holding TODO markers. */
  todos: readonly TodoMarkers[]
  /** Each published page's links (hrefs of its rendered HTML, frame included), by route. */
  links: ReadonlyMap<string, readonly string[]>
  /** Each page's MDX source, by file, for the tools its body names (<ToolCard tool="x" />). */
  sources: ReadonlyMap<string, string>
  /** Old addresses and the route each redirects to. */
  aliases?: ReadonlyMap<string, string>
  /** Problems that stop the build ("file: field: message"), from the registry or from rendering. */
  problems?: readonly string[]
}

/** The tool ids a page's body names in a `tool="..."` prop (ToolCard, TryLink). */
export function toolIdsInSource(source: string): string[] {
  return [...source.matchAll(/\btool=["']([a-z0-9-]+)["']/g)].map((match) => match[1]!)
}

/** The site route an internal href points at ("/compare/a-vs-b/#faq?x" -> "/compare/a-vs-b"), or undefined for other sites, mail and in-page anchors. */
export function routeOfHref(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined
  let path = href.split('#')[0]!.split('?')[0]!
  try {
    path = decodeURI(path)
  } catch {
    // A malformed path matches no page; keep it as written.
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

const isPublished = (page: ReportPage) => !page.data.draft
const mustBeReviewed = (page: ReportPage) => page.data.kind === 'best' || page.data.kind === 'compare' || page.data.kind === 'guide'

export function contentReport(input: ReportInput): Finding[] {
  const findings: Finding[] = []
  const add = (severity: Severity, check: CheckId, text: string) => findings.push({ severity, check, text })

  for (const problem of input.problems ?? []) add('error', 'content', problem)

  // TODO markers: errors where the build would refuse them; a draft keeps its own as a reminder.
  const drafts = new Set(input.pages.filter((page) => page.data.draft).map((page) => page.file))
  for (const markers of input.todos) {
    if (drafts.has(markers.file)) add('warning', 'todo', `${markers.file}: ${markers.lines.length === 1 ? 'line' : 'lines'} ${markers.lines.join(', ')}: TODO left in a draft`)
    else add('error', 'todo', todoProblem(markers))
  }

  // A date to come says a check was made that was not, and hides the warning that the price or page is due.
  const ahead = (file: string, field: string, date: string | undefined) => {
    const days = date === undefined ? 0 : -daysBetween(date, input.today)
    if (days > 0) add('warning', 'future-dates', `${file}: ${field}: ${date}, ${days} ${days === 1 ? 'day' : 'days'} after today`)
  }
  for (const [id, tool] of input.tools) {
    const age = daysBetween(tool.pricing.checked, input.today)
    if (age > REVIEW_DAYS) add('warning', 'prices', `content/_tools/${id}.yaml: pricing.checked: ${tool.pricing.checked}, ${age} days ago`)
    ahead(`content/_tools/${id}.yaml`, 'pricing.checked', tool.pricing.checked)
    ahead(`content/_tools/${id}.yaml`, 'features.checked', tool.features.checked)
    // A plan's own date, where it has one (the others carry the tool's, said once above).
    tool.plans.forEach((plan, index) => plan.checked !== tool.pricing.checked && ahead(`content/_tools/${id}.yaml`, `plans.${index}.checked`, plan.checked))
  }

  for (const page of input.pages.filter(isPublished)) {
    const reviewed = page.data.lastReviewed
    ahead(page.file, 'lastReviewed', reviewed)
    ahead(page.file, 'published', page.data.published)
    if (reviewed === undefined) {
      if (mustBeReviewed(page)) add('warning', 'review', `${page.file}: lastReviewed: missing`)
      continue
    }
    const age = daysBetween(reviewed, input.today)
    if (age > REVIEW_DAYS) add('warning', 'review', `${page.file}: lastReviewed: ${reviewed}, ${age} days ago`)
  }

  const usedTools = new Set<string>()
  for (const page of input.pages) {
    toolIdsOf(page.data).forEach((id) => usedTools.add(id))
    toolIdsInSource(input.sources.get(page.file) ?? '').forEach((id) => usedTools.add(id))
  }
  for (const [id, tool] of input.tools) {
    if (!usedTools.has(id) && !tool.directory) add('warning', 'unused-tools', `content/_tools/${id}.yaml: no page names "${id}" and it is not listed on /best-tools`)
  }

  const linkedFrom = new Map<string, Set<string>>()
  for (const [source, hrefs] of input.links) {
    for (const href of hrefs) {
      const path = routeOfHref(href)
      if (path === undefined) continue
      const target = input.aliases?.get(path) ?? path
      if (target !== source) (linkedFrom.get(target) ?? linkedFrom.set(target, new Set()).get(target)!).add(source)
    }
  }
  for (const page of input.pages.filter(isPublished)) {
    if (page.route !== '/' && !linkedFrom.has(page.route)) add('warning', 'orphans', `${page.file}: no other page links to ${page.route}`)
  }

  // A page with TODO markers still has placeholder text: its lengths and duplicates are not worth reporting yet.
  const unfinished = new Set(input.todos.map((markers) => markers.file))
  const written = input.pages.filter((page) => !unfinished.has(page.file))
  for (const page of written) {
    const { title, description, faqs } = page.data
    // A profile with no page of its own is made from its tools file, which has no title: the fix is a field of content/tools/<id>.mdx.
    const profileOf = /^content\/_tools\/(.+)\.yaml$/.exec(page.file)?.[1]
    const own = profileOf ? `; a title: in content/tools/${profileOf}.mdx replaces the one made from its name` : ''
    const ownDescription = profileOf ? `; shorten the tool's description, or write a description: in content/tools/${profileOf}.mdx` : ''
    if (title.length > MAX_TITLE) add('warning', 'length', `${page.file}: title: ${title.length} characters (aim for under ${MAX_TITLE}${own})`)
    if (description.length > MAX_DESCRIPTION) add('warning', 'length', `${page.file}: description: ${description.length} characters (aim for ${MAX_DESCRIPTION} at most${ownDescription})`)
    faqs.forEach((faq, index) => {
      if (faq.answer.length > MAX_FAQ_ANSWER) add('warning', 'length', `${page.file}: faqs.${index}.answer: ${faq.answer.length} characters (aim for under ${MAX_FAQ_ANSWER})`)
    })
  }

  for (const field of ['title', 'description'] as const) {
    const first = new Map<string, string>()
    for (const page of written) {
      const key = page.data[field].trim().toLowerCase()
      const earlier = first.get(key)
      if (earlier) add('warning', 'duplicates', `${page.file}: ${field}: same as ${earlier}`)
      else first.set(key, page.file)
    }
  }

  for (const page of input.pages) {
    const source = input.sources.get(page.file)
    if (!source) continue
    const named = [...new Set([...toolIdsOf(page.data), ...toolIdsInSource(source)])].flatMap((id) => (input.tools.has(id) ? [input.tools.get(id)!] : []))
    for (const finding of prosePriceProblems(page.file, source, named)) add('warning', 'prose-prices', finding)
  }

  return findings
}

/**
 * Prices the words of a page state that no plan of the tools it is about
 * has: a "$8" on a line (one sentence a line) is fine when a plan of a tool
 * named on that line or the two before it has that amount; otherwise it is
 * reported with its line, naming the tools it could belong to. Estimates
 * and bounds ("about $109 … and $200", "under $10", "$0 net pay", "$96K") are totals
 * or ranges, not prices, and are left alone. The plans are the one place a
 * price is written; a sentence that disagrees with them has gone stale.
 */
export function prosePriceProblems(file: string, source: string, tools: readonly Tool[]): string[] {
  if (tools.length === 0) return []
  const names = tools.map((tool) => ({ tool, pattern: new RegExp(`\\b(?:${[tool.name, tool.id.replace(/-/g, ' ')].map(escapeRegExp).join('|')})\\b`, 'i') }))
  const lines = source.split('\n')
  const problems: string[] = []
  lines.forEach((line, index) => {
    if (!line.includes('$')) return
    const context = lines.slice(Math.max(0, index - 2), index + 1).join(' ')
    const named = names.filter(({ pattern }) => pattern.test(context)).map(({ tool }) => tool)
    if (named.length === 0) return
    const known = named.flatMap((tool) => tool.plans.flatMap((plan) => amountsOf(plan.price)))
    // A bound word anywhere earlier in the clause makes the figures after it estimates: "about $109 on Simple and $200 on Plus".
    const bound = /\b(?:about|around|roughly|under|over|below|above|less than|more than|up to|nearly|almost|somewhere)\b[^.;:]*$/i
    for (const match of line.matchAll(/\$\s?(\d[\d,]*(?:\.\d+)?)(?![\d,.]*\s?(?:K|k|M|bn|million|billion)\b)/g)) {
      if (bound.test(line.slice(0, match.index))) continue
      const [amount] = pricesIn(match[0], 'USD')
      if (amount === undefined || amount === 0 || known.some((price) => Math.abs(price - amount) < 0.005)) continue
      problems.push(`${file}:${index + 1}: ${match[0].trim()} is not a price of any plan of ${named.map((tool) => tool.name).join(', ')} (content/_tools/)`)
    }
  })
  return problems
}

export interface ReportSummary {
  errors: number
  warnings: number
}

export function summarise(findings: readonly Finding[]): ReportSummary {
  return { errors: findings.filter((f) => f.severity === 'error').length, warnings: findings.filter((f) => f.severity === 'warning').length }
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** The report as text: errors then warnings, each grouped by check, then a one-line summary. */
export function formatReport(findings: readonly Finding[], options: { errorsOnly?: boolean; heading?: string } = {}): string {
  const lines: string[] = options.heading ? [options.heading, ''] : []
  const severities: Severity[] = options.errorsOnly ? ['error'] : ['error', 'warning']
  for (const severity of severities) {
    const ofSeverity = findings.filter((f) => f.severity === severity)
    if (ofSeverity.length === 0) continue
    lines.push(`${severity === 'error' ? 'Errors' : 'Warnings'} (${ofSeverity.length})`)
    for (const check of Object.keys(CHECKS) as CheckId[]) {
      const group = ofSeverity.filter((f) => f.check === check)
      if (group.length === 0) continue
      lines.push(`  ${CHECKS[check]}:`)
      for (const finding of group) lines.push(`    ${finding.text}`)
    }
    lines.push('')
  }
  const { errors, warnings } = summarise(findings)
  lines.push(options.errorsOnly ? `${plural(errors, 'error')} (warnings not shown)` : `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`)
  return lines.join('\n')
}
