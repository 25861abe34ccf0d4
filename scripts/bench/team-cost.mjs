/**
 * The bench's timing of team cost in the compare builder: four tools from
 * four fields, changed as a visitor would, at 4x CPU slowdown (budget:
 * 16 ms a change).
 * @import { Browser } from '@playwright/test'
 */

/**
 * Team cost in the builder, four tools, 4x CPU slowdown, in ms: a change's own task (the input event: the field, the boxes, the
 * figures and the address) and its time until the page's last change it causes, each the slowest and the median; and changes made.
 * @typedef {{ slowest: number, median: number, shownSlowest: number, shownMedian: number, changes: number }} TeamCostFigures
 */

/** The builder with four tools from four fields: its DOM budget (1,500) and the team-cost timing are measured here. */
export const TEAM_COST_ROUTE = '/compare?tools=notion,hubspot,gusto,vanta'
/**
 * Changes the builder's team size and ticks needs as a visitor would, at 4x CPU slowdown, timing each change's own task (from the
 * input event until it returns) and the time to the last change of the page it causes (should any part be drawn in a later task).
 * @param {Browser} browser
 * @param {string} origin
 * @returns {Promise<TeamCostFigures>}
 */
export async function measureTeamCost(browser, origin) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(origin + TEAM_COST_ROUTE, { waitUntil: 'networkidle' })
  await page.getByLabel('Team size').waitFor()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const durations = await page.evaluate(async () => {
    const label = [...document.querySelectorAll('label')].find((element) => element.textContent === 'Team size')
    const input = /** @type {HTMLInputElement} */ (label?.control)
    // The first six needs of the team-cost section, ticked one by one.
    const boxes = [.../** @type {NodeListOf<HTMLInputElement>} */ (input.closest('section')?.querySelectorAll('input[type=checkbox]') ?? [])].slice(0, 6)
    const setValue = /** @type {(value: string) => void} */ (Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.bind(input))
    let last = 0
    new MutationObserver(() => (last = performance.now())).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
    /** @type {{ own: number, shown: number }[]} */
    const times = []
    const settle = () => new Promise((resolve) => setTimeout(resolve, 150))
    /** @param {() => void} change */
    const timed = async (change) => {
      await settle()
      const start = performance.now()
      last = start
      change()
      const own = performance.now() - start
      await settle()
      times.push({ own, shown: last - start })
    }
    for (const typed of ['1', '12', '2', '25', '250', '3', '30']) {
      await timed(() => {
        setValue(typed)
        input.dispatchEvent(new Event('input', { bubbles: true }))
      })
    }
    for (const box of boxes) await timed(() => box.click())
    return times
  })
  await page.close()
  /** @param {number[]} values */
  const sorted = (values) => [...values].sort((a, b) => a - b)
  const own = sorted(durations.map((time) => time.own))
  const shown = sorted(durations.map((time) => time.shown))
  const middle = Math.floor(durations.length / 2)
  return { slowest: own.at(-1) ?? Number.NaN, median: own[middle] ?? Number.NaN, shownSlowest: shown.at(-1) ?? Number.NaN, shownMedian: shown[middle] ?? Number.NaN, changes: durations.length }
}

