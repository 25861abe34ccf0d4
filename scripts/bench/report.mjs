/**
 * The bench's report: one Markdown table per measure, one row a size of
 * the site (or one column, for the route table).
 */
import { TEAM_COST_ROUTE } from './team-cost.mjs'
import { renderedAndBesides } from './runs.mjs'

/**
 * @import { BenchResult } from '../bench.mjs'
 * @import { RouteSize } from './routes.mjs'
 */

/** The bar for every page: Lighthouse mobile performance 1.00 and LCP at most this (the same page with no script: about 750 ms). */
const LCP_TARGET_MS = 850

export const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`
export const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`

/**
 * A Markdown table, its columns padded to line up.
 * @param {string[]} headers
 * @param {(string | number)[][]} rows
 */
function table(headers, rows) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => String(row[i]).length)))
  const line = (/** @type {(string | number)[]} */ cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 0)).join(' | ')} |`
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n')
}

/**
 * Prints every table, one row a size.
 * @param {readonly BenchResult[]} results
 */
export function report(results) {
  const base = results[0]
  if (!base) return
  console.log('\n## Build')
  console.log(
    table(
      ['generated pages', 'pages built', 'cold build', 'per page', 'nothing changed', 'after a guide edit', 'after a tools edit', 'peak memory', 'most memory by step (cold)'],
      results.map((r) => [
        r.label,
        r.cold.pages,
        seconds(r.cold.ms),
        `${(r.cold.ms / r.cold.pages).toFixed(1)} ms`,
        seconds(r.unchanged.ms),
        `${seconds(r.edited.ms)} (${renderedAndBesides(r.edited)})`,
        `${seconds(r.toolEdited.ms)} (${renderedAndBesides(r.toolEdited)})`,
        `${r.cold.peakMb} MB`,
        Object.entries(r.cold.stepPeaksMb).map(([name, mb]) => `${name} ${mb}`).join(', '),
      ]),
    ),
  )
  console.log('\n## A build that stays running (npm run build -- --watch): from a save to the new dist/ in place')
  console.log(
    table(
      ['generated pages', 'after a guide edit', 'its steps', 'after a tools edit', 'its steps', 'put back, the watch read ahead', 'its steps', 'peak memory'],
      results.map((r) => {
        if (r.watched.error !== undefined) return [r.label, 'not measured', r.watched.error, '', '', '', '', '']
        const steps = (/** @type {Record<string, number>} */ of) => Object.entries(of).map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')
        const { guide, tool, laterTool } = r.watched
        return [
          r.label,
          `${seconds(guide.ms)} (${renderedAndBesides(guide)})`,
          steps(guide.steps),
          `${seconds(tool.ms)} (${renderedAndBesides(tool)})`,
          steps(tool.steps),
          'error' in laterTool ? 'not measured' : `${seconds(laterTool.ms)} (${renderedAndBesides(laterTool)})`,
          'error' in laterTool ? laterTool.error : steps(laterTool.steps),
          `${Math.max(tool.peakMb, 'error' in laterTool ? 0 : laterTool.peakMb)} MB`,
        ]
      }),
    ),
  )
  console.log('\n## Preview (npm run dev): from saving an MDX file to its text in the open tab')
  console.log(
    table(
      ['generated pages', 'median', 'slowest', 'first edit', 'first page after start', 'after a restart'],
      results.map((r) =>
        r.preview.error !== undefined
          ? [r.label, 'not measured', r.preview.error, '', '', '']
          : [r.label, `${r.preview.median} ms`, `${r.preview.slowest} ms`, `${r.preview.first} ms`, seconds(r.preview.firstPage), seconds(r.preview.restartPage)],
      ),
    ),
  )
  console.log('\n## Routes (JS before interaction gzip / HTML gzip / DOM nodes)')
  console.log(
    table(
      ['route', ...results.map((r) => r.label), ...(results.length > 1 ? ['largest / today'] : [])],
      base.routes.map((route, i) => {
        // Every size measured the same routes, in the same order.
        const sizes = results.map((r) => /** @type {RouteSize} */ (r.routes[i]))
        const cells = sizes.map((size) => `${kb(size.js)} / ${kb(size.html)} / ${size.nodes}`)
        const last = /** @type {RouteSize} */ (sizes.at(-1))
        const ratio = (/** @type {number} */ a, /** @type {number} */ b) => (b === 0 ? 1 : a / b).toFixed(3)
        return [`${route.label} ${route.path}`, ...cells, ...(results.length > 1 ? [`${ratio(last.js, route.js)} / ${ratio(last.html, route.html)} / ${ratio(last.nodes, route.nodes)}`] : [])]
      }),
    ),
  )
  console.log('\n## Search (4x CPU slowdown)')
  console.log(
    table(
      ['generated pages', 'fetched while typing (gzip)', 'ready after open (manifest, warm-up)', 'slowest keystroke, main-thread work', 'slowest keystroke to results', 'relevance set: first, MRR'],
      results.map((r) => [
        r.label,
        kb(r.search.bytes),
        `${Math.round(r.search.ready)} ms`,
        `${r.search.query.toFixed(2)} ms`,
        `${Math.round(r.search.wait)} ms`,
        `${r.relevance.first} of ${r.relevance.queries}, ${r.relevance.mrr.toFixed(3)}`,
      ]),
    ),
  )
  // Each query whose page was not first, so a drop in the score names what to look at.
  for (const r of results) for (const miss of r.relevance.misses) console.log(`${r.label}: "${miss.query}" put ${miss.expected} ${miss.rank > 0 ? `at ${miss.rank}` : 'outside its best'}, ${miss.top ?? 'nothing'} first`)
  console.log(`\n## Team cost in the builder (${TEAM_COST_ROUTE}, 4x CPU slowdown; budget 16 ms a change)`)
  console.log(
    table(
      ['generated pages', 'changes', "a change's own task: median", 'slowest', 'until the figures show it: median', 'slowest'],
      results.map((r) => [
        r.label,
        r.teamCost.changes,
        `${r.teamCost.median.toFixed(1)} ms`,
        `${r.teamCost.slowest.toFixed(1)} ms`,
        `${r.teamCost.shownMedian.toFixed(1)} ms`,
        `${r.teamCost.shownSlowest.toFixed(1)} ms`,
      ]),
    ),
  )
  if (base.lighthouse) {
    console.log('\n## Lighthouse (mobile, simulated throttling; each figure the median of the runs)')
    console.log(
      table(
        ['generated pages', 'route', 'performance', 'LCP', 'TBT', 'CLS', 'FCP', 'runs', 'slowest run LCP / TBT', `target (1.00, LCP <= ${LCP_TARGET_MS} ms)`],
        results.flatMap((r) =>
          (r.lighthouse ?? []).map((l) => [
            r.label,
            l.route,
            l.performance.toFixed(2),
            `${Math.round(l.lcp)} ms`,
            `${Math.round(l.tbt)} ms`,
            l.cls.toFixed(3),
            `${Math.round(l.fcp)} ms`,
            l.runs,
            `${Math.round(l.slowest.lcp)} ms / ${Math.round(l.slowest.tbt)} ms`,
            l.performance >= 1 && l.lcp <= LCP_TARGET_MS ? 'met' : 'MISSED',
          ]),
        ),
      ),
    )
  }
}
