#!/usr/bin/env node
/**
 * npm test: unit tests (Vitest), the content report's errors (one test),
 * the type check of src/, scripts/ and tests/ (one test, beside the content
 * check and the build), then the production build, then the end-to-end
 * tests (Playwright) against it.
 * Ends with one line "N passed, M failed" summing them all; exits
 * non-zero on any failure.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { endToEndFailures, unitFailures } from './lib/test-failures.mjs'

/**
 * @import { JSONReport } from '@playwright/test/reporter'
 * @import { JsonTestResults } from 'vitest/reporters'
 */

rmSync('.reports', { recursive: true, force: true })
mkdirSync('.reports', { recursive: true })

/**
 * Runs a command with the terminal as its output; returns its exit status (1 when it could not start or was killed).
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env] added to this process's environment
 */
const run = (command, args, env = {}) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
/**
 * Runs a command beside what follows, its output held; resolves with its exit status (1 when it could not start or was
 * killed) and all it printed, both streams in order.
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<{ status: number, output: string }>}
 */
const runHeld = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }))
    child.on('close', (code) => resolve({ status: code ?? 1, output }))
  })
/**
 * A runner's JSON report, if it wrote one.
 * @template Report
 * @param {string} file
 * @returns {Report | undefined}
 */
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined)

let passed = 0
let failed = 0
/** Names of what failed, printed again just before the summary so that the log's tail says what failed. @type {string[]} */
const failures = []

const unitStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.reports/vitest.json'])
/** @type {JsonTestResults | undefined} */
const unit = readJson('.reports/vitest.json')
if (unit) {
  passed += unit.numPassedTests
  failed += unit.numFailedTests
  failures.push(...unitFailures(unit, process.cwd()))
}
if (unitStatus !== 0 && (!unit || unit.numFailedTests === 0)) {
  failed += 1 // the runner itself failed
  failures.push(`unit: Vitest exited with ${unitStatus} and no failed test`)
}

// npm run typecheck: one test, passed when the type checker finds no error in src/, scripts/ or tests/. It runs on one
// core beside the content check and the build, which leave the second core idle most of their time (some 15 s off the
// run); what it prints is held and shown once the build is done, so the logs do not interleave.
const typecheck = runHeld('npm', ['run', 'typecheck'])

// npm run content:check, errors only: one test, passed when it exits 0 (its warnings never fail CI).
if (run('node', ['scripts/content-check.mjs', '--errors-only']) === 0) passed += 1
else {
  failed += 1
  failures.push('the content check found errors')
}

const buildStatus = run('node', ['scripts/build.mjs'])

const typed = await typecheck
process.stdout.write(typed.output)
if (typed.status === 0) passed += 1
else {
  failed += 1
  failures.push('the type check found errors')
}
if (buildStatus !== 0) {
  console.error('The build failed, so the end-to-end tests cannot run.')
  failed += 1
  failures.push('the build failed')
} else {
  const e2eStatus = run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: '.reports/playwright.json' })
  /** @type {JSONReport | undefined} */
  const e2e = readJson('.reports/playwright.json')
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky
    failed += e2e.stats.unexpected
    failures.push(...endToEndFailures(e2e.suites ?? []))
  }
  if (e2eStatus !== 0 && (!e2e || e2e.stats.unexpected === 0)) {
    failed += 1
    failures.push(`end-to-end: Playwright exited with ${e2eStatus} and no failed test`)
  }
}

if (failures.length > 0) console.log(`\nWhat failed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`)

console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
