import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { WATCH_NODE_OPTIONS, watchOptionsMissing } from '../../../scripts/build/heap-flags.mjs'
import { foldersUnder, isEditorsOwn, kindOfFolder, READ_AHEAD, WATCHING } from '../../../scripts/build/watch.mjs'

/** What `npm run build -- --watch` watches, and what a change there means for the next build (#32). */
describe('the watch of a build that stays running', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'toolcompass-watch-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  /**
   * Runs watchBuilds in a process of its own over an empty project named `name`, its options given as script text
   * (`saveIn` is a file of its content/ to save); resolves with the process's exit code and what it printed.
   */
  const runWatch = async (name: string, options: (saveIn: string) => string) => {
    const project = path.join(root, name)
    for (const folder of ['content', 'public', 'src']) mkdirSync(path.join(project, folder), { recursive: true })
    const script = path.join(root, `${name}.mjs`)
    const watchModule = JSON.stringify(pathToFileURL(path.resolve('scripts/build/watch.mjs')).href)
    writeFileSync(
      script,
      `import { writeFileSync } from 'node:fs'\nimport { watchBuilds } from ${watchModule}\n${options(JSON.stringify(path.join(project, 'content', 'a.mdx')))}\nawait watchBuilds({ root: ${JSON.stringify(project)}, ...options })\n`,
    )
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] })
    let printed = ''
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    return { code, printed }
  }

  it('watches every folder under one, itself first, not hidden folders or node_modules', () => {
    for (const folder of ['content/guides', 'content/_tools', 'content/.cache', 'src/node_modules/x', 'src/islands/parts']) mkdirSync(path.join(root, folder), { recursive: true })
    writeFileSync(path.join(root, 'content/guides/a.mdx'), '')
    const relative = (folders: string[]) => folders.map((folder) => path.relative(root, folder))
    expect(relative(foldersUnder(path.join(root, 'content'))).sort()).toEqual(['content', 'content/_tools', 'content/guides'])
    expect(relative(foldersUnder(path.join(root, 'src'))).sort()).toEqual(['src', 'src/islands', 'src/islands/parts'])
    expect(foldersUnder(path.join(root, 'public'))).toEqual([])
  })

  it("tells the tools' folder, the code's (src/, the fields) and the pages' apart", () => {
    expect(kindOfFolder(root, path.join(root, 'content/_tools'))).toBe('tools')
    expect(kindOfFolder(root, path.join(root, 'content/_fields'))).toBe('code')
    expect(kindOfFolder(root, path.join(root, 'src'))).toBe('code')
    expect(kindOfFolder(root, path.join(root, 'src/islands/parts'))).toBe('code')
    for (const folder of ['content', 'content/guides', 'public', 'public/images', 'srcset']) expect(kindOfFolder(root, path.join(root, folder)), folder).toBe('content')
  })

  it("passes by an editor's own files, not the site's", () => {
    for (const name of ['.a.mdx.swp', '.#a.mdx', '#a.mdx#', 'a.mdx~', '4913', '.DS_Store']) expect(isEditorsOwn(name), name).toBe(true)
    for (const name of ['a.mdx', 'notion.yaml', 'logo.svg', '49130.mdx']) expect(isEditorsOwn(name), name).toBe(false)
  })

  it("starts again with the watch's Node options (its young generation) unless started with them, or with a size of the writer's own", () => {
    expect(WATCH_NODE_OPTIONS).toEqual(['--max-semi-space-size=128'])
    expect(watchOptionsMissing([])).toEqual(WATCH_NODE_OPTIONS)
    expect(watchOptionsMissing(['--trace-gc', '--enable-source-maps'])).toEqual(WATCH_NODE_OPTIONS)
    for (const given of [['--max-semi-space-size=64'], ['--max-semi-space-size=128'], ['--max_semi_space_size=32'], ['--max-semi-space-size', '32']]) {
      expect(watchOptionsMissing(given), given.join(' ')).toEqual([])
    }
  })

  it('tells what it reads ahead while it waits whether a save came, and builds that save once it stops', async () => {
    // Each build noted; after the first, the read-ahead asks whether a save came, makes one, and waits until it is told so.
    const { code, printed } = await runWatch(
      'prepared',
      (saveIn) => `const events = []
const options = {
  build: async () => {
    events.push('build')
    if (events.filter((event) => event === 'build').length === 2) {
      console.log(\`events \${JSON.stringify(events)}\`)
      process.exit(0)
    }
  },
  isCodeChanged: () => false,
  onFailed: (error) => { console.log(String(error)); process.exit(1) },
  onBuilt: () => {},
  prepare: async (kept, saved) => {
    events.push(\`saved before: \${saved()}\`)
    writeFileSync(${saveIn}, 'saved')
    const until = Date.now() + 10_000
    while (!saved() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10))
    events.push(\`saved after: \${saved()}\`)
  },
}`,
    )
    expect(code).toBe(0)
    // (The watch prints its own lines too.)
    const events = printed.split('\n').find((line) => line.startsWith('events '))
    expect(JSON.parse(events?.slice('events '.length) ?? 'null')).toEqual(['build', 'saved before: false', 'saved after: true', 'build'])
  })

  it("says when its wait did all it does, and not when a save came first; a new process's first wait comes before it says it is watching", async () => {
    // The first wait does all it does; the second is cut short by a save (it says so); the third build ends the run.
    // Each wait prints its number: the first before the watch's line, the second after it.
    const { code, printed } = await runWatch(
      'read-ahead',
      (saveIn) => `let builds = 0
let waits = 0
const options = {
  build: async () => {
    builds += 1
    console.log(\`build \${builds}\`)
    if (builds === 3) process.exit(0)
  },
  isCodeChanged: () => false,
  onFailed: (error) => { console.log(String(error)); process.exit(1) },
  onBuilt: () => {},
  prepare: async () => {
    waits += 1
    console.log(\`wait \${waits}\`)
    setTimeout(() => writeFileSync(${saveIn}, String(Date.now())), 50)
    return waits === 1
  },
}`,
    )
    expect(code).toBe(0)
    const lines = printed.split('\n').filter((line) => /^build |^wait |^Watching |^Read ahead/.test(line))
    expect(lines).toEqual(['build 1', 'wait 1', expect.stringContaining(WATCHING), `${READ_AHEAD}.`, 'build 2', expect.stringContaining(WATCHING), 'wait 2', 'build 3'])
  })

  it('watches a folder added under a watched one from when it is seen, and builds a save in it', async () => {
    // The first build makes a folder (a build for it follows); that build saves a file in it, which must make a third.
    const { code, printed } = await runWatch(
      'added-folder',
      (saveIn) => `const { mkdirSync } = await import('node:fs')
const added = ${saveIn}.replace(/a\\.mdx$/, 'added')
let builds = 0
const options = {
  build: async () => {
    builds += 1
    console.log(\`build \${builds}\`)
    if (builds === 1) mkdirSync(added)
    if (builds === 2) {
      setTimeout(() => writeFileSync(added + '/b.mdx', 'saved'), 300)
      setTimeout(() => { console.log('no build for the save in the added folder'); process.exit(1) }, 8_000).unref()
    }
    if (builds === 3) process.exit(0)
  },
  isCodeChanged: () => false,
  onFailed: (error) => { console.log(String(error)); process.exit(1) },
  onBuilt: () => {},
}`,
    )
    expect(code, printed).toBe(0)
    expect(printed.split('\n').filter((line) => line.startsWith('build '))).toEqual(['build 1', 'build 2', 'build 3'])
  })

  it('after a failed build, goes on from what it kept, still to take in what the failed build was told had changed', async () => {
    // The second build is told a tools file changed (and, in one run, a page), sees another saved, and fails; the third is told of both.
    const run = (alsoPage: boolean) =>
      runWatch(
        alsoPage ? 'failed-with-page' : 'failed-tools',
        (saveIn) => `const { mkdirSync } = await import('node:fs')
const toolsDir = ${saveIn}.replace(/a\\.mdx$/, '_tools')
mkdirSync(toolsDir)
const saveTool = (name) => writeFileSync(toolsDir + '/' + name, String(Date.now()))
const seen = []
let builds = 0
const options = {
  build: async (kept, since) => {
    builds += 1
    seen.push({ toolNames: since.toolNames ? [...since.toolNames].sort() : null, onlyTools: since.onlyTools, kept: kept.mark ?? null, dropped: kept.dropped ?? false })
    if (builds === 1) {
      kept.mark = 'first'
      setTimeout(() => { saveTool('a.yaml'); if (${alsoPage}) writeFileSync(${saveIn}, 'saved') }, 50)
      return
    }
    if (builds === 2) {
      kept.mark = 'failed'
      saveTool('b.yaml')
      await new Promise((resolve) => setTimeout(resolve, 400))
      throw new Error('a mistake')
    }
    console.log('seen ' + JSON.stringify(seen))
    process.exit(0)
  },
  isCodeChanged: () => false,
  onFailed: (error, kept) => { kept.dropped = true },
  onBuilt: () => {},
}`,
      )
    for (const alsoPage of [false, true]) {
      const { code, printed } = await run(alsoPage)
      expect(code).toBe(0)
      const seen = printed.split('\n').find((line) => line.startsWith('seen '))
      expect(JSON.parse(seen?.slice('seen '.length) ?? 'null'), printed).toEqual([
        { toolNames: null, onlyTools: false, kept: null, dropped: false },
        { toolNames: ['a.yaml'], onlyTools: !alsoPage, kept: 'first', dropped: false },
        // What the failed build kept, as onFailed left it; the tools file it was told of with the one saved since; a page, if it was told of one.
        { toolNames: ['a.yaml', 'b.yaml'], onlyTools: !alsoPage, kept: 'failed', dropped: true },
      ])
    }
  })

  it('carries on in a new process with those options and its own, which a stop is passed on to', async () => {
    const marks = path.join(root, 'marks')
    mkdirSync(marks, { recursive: true })
    const script = path.join(root, 'continued.mjs')
    // Started without the option, it continues in a new process with it; that one notes its options, and notes the stop it is given.
    writeFileSync(
      script,
      `import { renameSync, writeFileSync } from 'node:fs'
import { continueInNewProcess } from ${JSON.stringify(pathToFileURL(path.resolve('scripts/build/watch.mjs')).href)}
if (!process.execArgv.includes('--max-semi-space-size=64')) continueInNewProcess(['--max-semi-space-size=64'])
else {
  process.on('SIGTERM', () => { writeFileSync(${JSON.stringify(path.join(marks, 'stopped'))}, 'SIGTERM'); process.exit(143) })
  // Whole, then renamed: the test reads it as soon as it is there.
  writeFileSync(${JSON.stringify(path.join(marks, 'started.part'))}, JSON.stringify({ execArgv: process.execArgv, argv: process.argv.slice(2), parent: process.ppid }))
  renameSync(${JSON.stringify(path.join(marks, 'started.part'))}, ${JSON.stringify(path.join(marks, 'started'))})
  setInterval(() => {}, 1000)
}
`,
    )
    const first = spawn(process.execPath, ['--no-warnings', script, '--watch'], { stdio: 'ignore' })
    const until = Date.now() + 20_000
    while (!existsSync(path.join(marks, 'started'))) {
      if (Date.now() > until) throw new Error('the new process did not start')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    const started = JSON.parse(readFileSync(path.join(marks, 'started'), 'utf8'))
    expect(started.execArgv).toEqual(['--no-warnings', '--max-semi-space-size=64'])
    expect(started.argv).toEqual(['--watch'])
    expect(started.parent).toBe(first.pid)
    const ended = new Promise<number | null>((resolve) => first.on('exit', (code) => resolve(code)))
    first.kill('SIGTERM')
    // The first process ends with the new one, and with its code.
    expect(await ended).toBe(143)
    expect(readFileSync(path.join(marks, 'stopped'), 'utf8')).toBe('SIGTERM')
  })
})
