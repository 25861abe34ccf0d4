import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

/**
 * A folder for this run's built copy of the project (tests/unit/build/project-copy.ts makes it there when a test first
 * asks for it, so a run of other tests builds nothing), removed when the run ends with the marks made beside it.
 */
export default function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-built-'))
  project.provide('builtProjectFolder', folder)
  // The folder and the marks its builder makes beside it, which share its name (unique, as mkdtemp made it).
  return () => {
    for (const name of readdirSync(tmpdir())) if (name.startsWith(path.basename(folder))) rmSync(path.join(tmpdir(), name), { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    builtProjectFolder: string
  }
}
