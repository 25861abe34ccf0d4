/**
 * What failed in a test run, named from the runners' JSON reports: npm test
 * prints these just before its summary line, so the tail of a CI log (all
 * that may be shown of it) says which tests failed, not only how many.
 * @import { JSONReport } from '@playwright/test/reporter'
 * @import { JsonTestResults } from 'vitest/reporters'
 */

/**
 * The line of the test file where an error was thrown, from its stack: one test may assert in many places.
 * @param {string} message an error as the report holds it, its stack after its first line
 * @param {string} file the test file's path as the stack names it
 * @returns {string | undefined} "file:line"
 */
const lineIn = (message, file) => {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const line = message.match(new RegExp(`${escaped}:(\\d+):\\d+`))?.[1]
  return line === undefined ? undefined : `${file}:${line}`
}

/**
 * The unit tests that failed, each with the first line of its error and where in its file it was thrown; and a file that failed with no test failing
 * (it did not load, or a hook failed), with its message.
 * @param {JsonTestResults} report
 * @param {string} root the project folder, left out of the files' names
 * @returns {string[]}
 */
export function unitFailures(report, root) {
  return report.testResults.flatMap((file) => {
    const where = file.name.replace(`${root}/`, '')
    const tests = file.assertionResults.filter((test) => test.status === 'failed')
    if (tests.length === 0) return file.status === 'failed' ? [`unit: ${where}: ${file.message}`] : []
    return tests.map((test) => {
      const message = test.failureMessages?.[0] ?? ''
      const at = lineIn(message, file.name)
      return `unit: ${where} › ${test.fullName}\n    ${message.split('\n')[0]}${at === undefined ? '' : `\n    at ${at.replace(`${root}/`, '')}`}`
    })
  })
}

/**
 * The end-to-end tests whose outcome was unexpected, as "file:line › title".
 * @param {JSONReport['suites']} suites
 * @returns {string[]}
 */
export function endToEndFailures(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) => (spec.tests.some((test) => test.status === 'unexpected') ? [`end-to-end: ${spec.file}:${spec.line} › ${spec.title}`] : [])),
    ...endToEndFailures(suite.suites ?? []),
  ])
}
