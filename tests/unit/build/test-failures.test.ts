import type { JSONReport } from '@playwright/test/reporter'
import type { JsonTestResults } from 'vitest/reporters'
import { describe, expect, it } from 'vitest'
import { endToEndFailures, unitFailures } from '../../../scripts/lib/test-failures.mjs'

/** A unit test's result as Vitest's JSON report writes it. */
const unitTest = (fullName: string, status: 'passed' | 'failed', failureMessages: string[] = []) => ({ fullName, title: fullName, status, failureMessages, ancestorTitles: [] })

/** An end-to-end spec as Playwright's JSON report writes it, with its one test's outcome. */
const spec = (title: string, line: number, status: 'expected' | 'unexpected' | 'flaky') => ({ title, file: 'team-cost.spec.ts', line, tests: [{ status }] })

describe('npm test names what failed, from the runners’ reports', () => {
  it('names each unit test that failed with its file, the first line of its error and the line of the test file that threw it, and a file that failed with no test failing', () => {
    const report = {
      testResults: [
        { name: '/repo/tests/unit/a.test.ts', status: 'passed', message: '', assertionResults: [unitTest('a works', 'passed')] },
        {
          name: '/repo/tests/unit/b.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [unitTest('b › adds', 'failed', ['AssertionError: expected 3 to be 4\n    at /repo/node_modules/x.js:3:1\n    at /repo/tests/unit/b.test.ts:9:12\n    at /repo/tests/unit/b.test.ts:30:5']), unitTest('b › keeps', 'passed')],
        },
        { name: '/repo/tests/unit/d.test.ts', status: 'failed', message: '', assertionResults: [unitTest('d › times out', 'failed', ['Error: Test timed out in 5000ms.'])] },
        { name: '/repo/tests/unit/c.test.ts', status: 'failed', message: 'Hook timed out in 10000ms.', assertionResults: [] },
      ],
    } as unknown as JsonTestResults
    expect(unitFailures(report, '/repo')).toEqual([
      'unit: tests/unit/b.test.ts › b › adds\n    AssertionError: expected 3 to be 4\n    at tests/unit/b.test.ts:9',
      'unit: tests/unit/d.test.ts › d › times out\n    Error: Test timed out in 5000ms.',
      'unit: tests/unit/c.test.ts: Hook timed out in 10000ms.',
    ])
  })

  it('names each end-to-end test whose outcome was unexpected, at any depth of its suites; a flaky one passed', () => {
    const suites = [
      {
        title: 'team-cost.spec.ts',
        specs: [spec('prices a team of 10', 10, 'expected'), spec('a custom quote is never $0', 53, 'unexpected')],
        suites: [{ title: 'at 390px', specs: [spec('seat limits', 72, 'unexpected'), spec('the chart', 106, 'flaky')] }],
      },
    ] as unknown as JSONReport['suites']
    expect(endToEndFailures(suites)).toEqual(['end-to-end: team-cost.spec.ts:53 › a custom quote is never $0', 'end-to-end: team-cost.spec.ts:72 › seat limits'])
  })

  it('names nothing when nothing failed', () => {
    expect(unitFailures({ testResults: [] } as unknown as JsonTestResults, '/repo')).toEqual([])
    expect(endToEndFailures([])).toEqual([])
  })
})
