import { spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildEnv } from './build-run'
import { copyProject } from './project-copy'

/**
 * The README's "Your own nginx" commands, exactly as written, on a machine
 * that has never run them: a fresh copy of the project (no dist/, no .build/)
 * and a fresh temporary folder, so nginx's default run folder does not exist.
 */

const readme = readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8')
/** The shell block under "**Your own nginx**". */
const commands = readme.slice(readme.indexOf('**Your own nginx**')).match(/```sh\n([\s\S]*?)```/)![1]!
const port = Number(commands.match(/--port (\d+)/)![1])

const project = copyProject('readme-nginx')
const temporary = mkdtempSync(path.join(tmpdir(), 'toolcompass-readme-tmp-'))
const env = buildEnv({ TMPDIR: temporary })

/** Whether nothing listens on the port yet (the README's port is fixed, so a busy port would test someone else's server). */
const portIsFree = (p: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(p, '127.0.0.1', () => probe.close(() => resolve(true)))
  })

afterAll(() => {
  const conf = path.join(project.dir, 'toolcompass.conf')
  if (existsSync(conf)) spawnSync('nginx', ['-s', 'quit', '-c', conf], { cwd: project.dir, env })
  project.remove()
  rmSync(temporary, { recursive: true, force: true })
})

describe("the README's nginx commands", () => {
  it('build, configure and start nginx as written, and nginx serves the site', async () => {
    expect(commands).toContain('npm run build')
    expect(await portIsFree(port), `port ${port} is taken; the README's commands need it`).toBe(true)
    const runDir = path.join(temporary, 'toolcompass-nginx')
    expect(existsSync(runDir)).toBe(false)

    // Output to a file, not a pipe: the nginx daemon inherits it and would hold a pipe open after the commands end.
    const log = path.join(temporary, 'commands.log')
    const out = openSync(log, 'w')
    const run = spawnSync('bash', ['-euo', 'pipefail', '-c', commands], { cwd: project.dir, env, stdio: ['ignore', out, out], timeout: 240_000 })
    closeSync(out)
    expect(run.status, readFileSync(log, 'utf8')).toBe(0)
    expect(existsSync(path.join(runDir, 'nginx.pid')), 'nginx wrote its pid in the run folder the command created').toBe(true)

    const home = await fetch(`http://127.0.0.1:${port}/`)
    expect(home.status).toBe(200)
    expect(home.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(await home.text()).toContain('<title>ToolCompass: Find the Right Business Software</title>')
    const about = await fetch(`http://127.0.0.1:${port}/about`)
    expect(about.status).toBe(200)
    expect(await about.text()).toContain('About ToolCompass</h1>')
    expect((await fetch(`http://127.0.0.1:${port}/no-such-page`)).status).toBe(404)
  }, 300_000)
})
