/**
 * The build's reader of a tools file, as its tools reader's worker threads
 * load it (scripts/build/tools-data.mjs): the file parsed, and checked by
 * its schema and against the fields of software, bundled here as they are
 * in build-entry.ts. The check is kept with the parsed file, by the file's
 * identity, so the build checks only the files that changed: at 100,000
 * tools, checking every file was some 30 s of each build.
 */
import { sharedFeatureBits } from '../catalogue/catalogue-features'
import { readDataFile, YamlError } from '../content/data-file'
import { readFields } from '../content/field-schema'
import { checkToolFile, type ToolFileCheck } from '../content/tool-file-check'
import { parseFrontmatter } from '../content/frontmatter-check'
import { profileSourceText, toolIdOfFile, toolPageFrontmatter } from '../content/tool-pages'
import { sha256Text, toolDataHash } from './state-hash'

const fields = readFields(import.meta.glob<unknown>('/content/_fields/*.yaml', { eager: true, import: 'default' })).index

/**
 * A tools file ("content/_tools/notion.yaml") as the build keeps it: its TODO lines, and its check with
 * hashes of the tool's data and of what its profile's frontmatter is made from, for the render cache, the
 * shared features it has for the finder's counts, and whether the frontmatter of its profile from data passes. A file that is not valid YAML is refused with that
 * problem, as a file with any other mistake is: the report still lists every problem of the content at once.
 */
export function readToolFile(source: string, file: string): { todoLines: number[]; check: ToolFileCheck } {
  let read: ReturnType<typeof readDataFile>
  try {
    read = readDataFile(source, file)
  } catch (error) {
    if (error instanceof YamlError) return { todoLines: [], check: { problems: [error.message] } }
    throw error
  }
  const { data, todoLines } = read
  const check = checkToolFile(`/${file}`, data, fields)
  if (!check.data) return { todoLines, check }
  const tool = check.data
  const profile = toolPageFrontmatter({ ...tool, id: toolIdOfFile(file) })
  const made = parseFrontmatter(file, profile, []) as Record<string, unknown> | undefined
  // Passed as it is: what the schema made of each field given is that field (the registry then takes it as given).
  const profilePasses = made !== undefined && Object.entries(profile).every(([key, given]) => JSON.stringify(made[key]) === JSON.stringify(given))
  return {
    todoLines,
    check: { ...check, state: toolDataHash(tool), profileState: sha256Text(profileSourceText(tool)), sharedFeatures: sharedFeatureBits(fields.fields, tool.features), profilePasses },
  }
}
