/**
 * What failed in a test run, named from the runners' JSON reports: npm test
 * prints these just before its summary line, so the tail of a CI log (all
 * that may be shown of it) says which tests failed, not only how many.
 * @import { JSONReport } from '@playwright/test/reporter'
 * @import { JsonTestResults } from 'vitest/reporters'
 */

/**
 * The unit tests that failed, each with the first line of its error; and a file that failed with no test failing
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
    return tests.map((test) => `unit: ${where} › ${test.fullName}\n    ${(test.failureMessages?.[0] ?? '').split('\n')[0]}`)
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
