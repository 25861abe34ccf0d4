/**
 * The build's reader of a tools file, as its tools reader's worker threads
 * load it (scripts/build/tools-data.mjs): the file parsed, and checked by
 * its schema and against the fields of software, bundled here as they are
 * in build-entry.ts. The check is kept with the parsed file, by the file's
 * identity, so the build checks only the files that changed: at 100,000
 * tools, checking every file was some 30 s of each build.
 */
import { sharedFeatureBits } from '../catalogue/catalogue-features'
import { readDataFile } from '../content/data-file'
import { readFields } from '../content/field-schema'
import { checkToolFile, type ToolFileCheck } from '../content/tool-file-check'
import { toolDataHash } from './state-hash'

const fields = readFields(import.meta.glob<unknown>('/content/_fields/*.yaml', { eager: true, import: 'default' })).index

/**
 * A tools file ("content/_tools/notion.yaml") as the build keeps it: its TODO lines, and its check with a
 * hash of the tool's data for the render cache and the shared features it has for the finder's counts;
 * throws naming the file and line of invalid YAML.
 */
export function readToolFile(source: string, file: string): { todoLines: number[]; check: ToolFileCheck } {
  const { data, todoLines } = readDataFile(source, file)
  const check = checkToolFile(`/${file}`, data, fields)
  return { todoLines, check: check.data ? { ...check, state: toolDataHash(check.data), sharedFeatures: sharedFeatureBits(fields.fields, check.data.features) } : check }
}
