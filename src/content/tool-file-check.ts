import { fieldNames, formatIssues } from './errors'
import { featureReferenceProblems, type FieldIndex } from './field-schema'
import { toolFileSchema, toolSchema } from './tool-schema'

/**
 * A tools file as checked: the tool's data when the file passed, and every
 * problem found in it as the report's lines. Plain data, so the build's
 * tools reader can check each file on its threads and keep the check with
 * the parsed file, by the file's identity (scripts/build/tools-data.mjs):
 * an unchanged file is not checked again, in the build or the preview.
 */
export interface ToolFileCheck {
  data?: ToolFileData
  problems: string[]
  /**
   * A hash of `data`, where the build's reader made it (src/server/tools-reader.ts): what the
   * render cache compares for this tool, so a build does not write out every tool's data to hash it.
   */
  state?: string
  /**
   * A hash of what the tool's profile's frontmatter is made from (profileSourceText, tool-pages.ts), where the
   * build's reader made it: the render cache's state of a profile made from the data alone, which a rating leaves as it is.
   */
  profileState?: string
  /**
   * Which of the shared features the tool has (sharedFeatureBits, catalogue/catalogue-features.ts), where the
   * build's reader worked it out: the finder's counts read this, so a build need not read every tool's features.
   */
  sharedFeatures?: number
  /**
   * Whether the frontmatter of the profile made from this tool's data alone passed the page schema as it is (each field
   * the schema's output as given), where the build's reader checked it (src/server/tools-reader.ts): the registry then
   * makes that profile's frontmatter as the schema would, without checking it again (content/frontmatter-check.ts). At 100,000
   * tools that check was 0.8 s of every build.
   */
  profilePasses?: boolean
}

type ToolFileData = ReturnType<typeof toolFileSchema.parse>

/**
 * One tools file ("/content/_tools/notion.yaml") checked by its schema, and
 * its features against the fields (as written, so a file refused for
 * another mistake still has these in the same report).
 */
export function checkToolFile(key: string, value: unknown, fields: FieldIndex): ToolFileCheck {
  const file = key.replace(/^\//, '')
  const result = toolFileSchema.safeParse(value ?? {})
  const problems = [...(result.success ? [] : formatIssues(file, result.error.issues, fieldNames(toolSchema))), ...featureReferenceProblems(file, value, fields)]
  return result.success && problems.length === 0 ? { data: result.data, problems } : { problems }
}
