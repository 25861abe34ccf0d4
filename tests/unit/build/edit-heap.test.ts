import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { EDIT_NODE_OPTIONS, EDIT_THREAD_LIMITS, editOptionsMissing, startedForEdit } from '../../../scripts/build/heap-flags.mjs'
import { limitThreads, runOnWorkers } from '../../../scripts/lib/worker-pool.mjs'

/** #32: a one-shot build of a large site that an earlier build left its render index for starts again with a larger young generation, its threads with V8's own. */
describe("an edit's build of a large site", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolcompass-edit-heap-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('starts again with the larger young generation when the render index is large, not when it is small or missing, nor with a size of its own', () => {
    expect(EDIT_NODE_OPTIONS).toEqual(['--max-semi-space-size=64'])
    const index = path.join(dir, 'index.ndjson')
    expect(editOptionsMissing([], index)).toEqual([])
    // A small site's index: some 75 KB at 103 pages.
    writeFileSync(index, 'x'.repeat(75_000))
    expect(editOptionsMissing([], index)).toEqual([])
    // Some 110 MB at 100,000 tools.
    truncateSync(index, 110_000_000)
    expect(editOptionsMissing(['--enable-source-maps'], index)).toEqual(EDIT_NODE_OPTIONS)
    for (const given of [['--max-semi-space-size=64'], ['--max_semi_space_size=32'], ['--max-semi-space-size', '16']]) expect(editOptionsMissing(given, index), given.join(' ')).toEqual([])
    expect(startedForEdit(EDIT_NODE_OPTIONS)).toBe(true)
    expect(startedForEdit(['--max-semi-space-size=128'])).toBe(false)
    expect(startedForEdit([])).toBe(false)
  })

  it("gives the threads it starts V8's own young generation once told to", async () => {
    const script = path.join(dir, 'limits.mjs')
    writeFileSync(script, "import { parentPort, resourceLimits } from 'node:worker_threads'\nparentPort.on('message', ({ id }) => parentPort.postMessage({ id, young: resourceLimits.maxYoungGenerationSizeMb }))\n")
    const youngOf = async () => {
      const answers: number[] = []
      await runOnWorkers({ script: pathToFileURL(script), threads: 1 }, [{}], (answer: { id: number; young: number }) => answers.push(answer.young))
      return answers[0]
    }
    // A thread's own, in a process started without a size: what EDIT_THREAD_LIMITS gives in a process started with one.
    expect(await youngOf()).toBe(EDIT_THREAD_LIMITS.maxYoungGenerationSizeMb)
    limitThreads({ maxYoungGenerationSizeMb: 24 })
    expect(await youngOf()).toBe(24)
    limitThreads(EDIT_THREAD_LIMITS)
    expect(await youngOf()).toBe(48)
  })
})
