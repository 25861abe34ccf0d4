import { featureReferenceProblems, type FieldIndex } from './field-schema'
import { toolFileSchema } from './tool-schema'

/** What checking one tools file found: its schema's result, and its features checked against the fields (as written, so a file refused for another mistake still has these in the same report). */
interface CheckedToolFile {
  key: string
  /** The fields data it was checked against, file by file. */
  fieldFiles: unknown[]
  result: ReturnType<typeof toolFileSchema.safeParse>
  references: string[]
}

/**
 * Each tools file's check, kept by the object it parsed to, while the
 * fields data is the same. The preview builds the registry again on every
 * save, and the files a save did not touch are the same objects (Vite
 * keeps their modules): at 10,000 tools, checking them all again was most
 * of a save's time. The build checks each once.
 */
const checkedToolFiles = new WeakMap<object, CheckedToolFile>()

export function checkedToolFile(key: string, value: unknown, fieldFiles: unknown[], fields: FieldIndex): CheckedToolFile {
  const kept = typeof value === 'object' && value !== null ? checkedToolFiles.get(value) : undefined
  if (kept && kept.key === key && kept.fieldFiles.length === fieldFiles.length && kept.fieldFiles.every((file, index) => file === fieldFiles[index])) return kept
  const checked = { key, fieldFiles, result: toolFileSchema.safeParse(value ?? {}), references: featureReferenceProblems(key.replace(/^\//, ''), value, fields) }
  if (typeof value === 'object' && value !== null) checkedToolFiles.set(value, checked)
  return checked
}
