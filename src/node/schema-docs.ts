/**
 * The frontmatter reference of the writers' guide, read from the doc
 * comments of the schema modules, so the guide and the schema cannot drift.
 */

interface Field {
  name: string
  doc: string
  type: string
  required: boolean
}

interface Group {
  title: string
  fields: Field[]
}

const TYPE_LABELS: [RegExp, string][] = [
  [/^z\.literal\('(\w+)'\)/, '`$1`'],
  [/^oneOf\(PAGE_KINDS\)/, 'one of `home`, `directory`, `best`, `compare`, `calculator`, `guide`, `page`'],
  [/^oneOf\(SEARCH_TYPES\)/, 'one of `Article`, `Comparison`, `Calculator`, `Directory`'],
  [/^oneOf\(CALCULATOR_CATEGORIES\)/, 'one of `Finance`, `Productivity`, `Planning`, `Optimization`, `Compliance`'],
  [/^oneOf\(LISTED_KINDS\)/, 'one of `best`, `compare`, `calculator`, `guide`'],
  [/^oneOf\(GUIDE_TOPICS\)/, 'one of `Strategy`, `Evaluation`, `Security`, `Startups`, `Digital Transformation`, `Integration`, `Cost Optimization`'],
  [/^textList\(\)/, 'list of text'],
  [/^text\(\)/, 'text'],
  [/^isoDate\(\)/, 'date (YYYY-MM-DD)'],
  [/^reviewDate\(\)/, 'date (YYYY-MM-DD)'],
  [/^bool\(\)/, '`true` or `false`'],
  [/^sitePath\(\)/, 'path on this site'],
  [/^httpsUrl\(\)/, 'https address'],
  [/^z\.number/, 'number'],
  [/^z\.array\(faqSchema\)/, 'list of `question` / `answer` pairs'],
  [/^z\.array\(slug\(\)\)/, 'list of tool ids'],
  [/^z\.array\(rankedToolSchema\)/, 'list of tool ids or groups (below)'],
  [/^z\.array\(criterionSchema\)/, 'list of groups (below)'],
  [/^z\.array\(useCaseSchema\)/, 'list of groups (below)'],
  [/^z\.array\(featureRowSchema\)/, 'list of rows: `feature`, then one value per tool id (`true`, `false` or text)'],
  [/^fields\(\{ src: text\(\), alt: text\(\) \}\)/, '`src` / `alt` pair'],
  [/^z\.array\(relatedSchema\)/, 'list of `title` / `href` / `description` groups'],
  [/^z\.record\(/, 'column name: text pairs'],
  [/^slug\(\)/, 'id (lower-case, hyphens)'],
  [/^z\.union\(\[oneOf\(\['High'/, '`High`, `Medium`, `Low`, or a percentage'],
  [/^oneOf\(DIRECTORY_CATEGORIES\)/, 'one of the eight /best-tools categories'],
  [/^z\.tuple\(/, 'two tool ids'],
  [/^z\.union\(\[searchSchema, z\.literal\(false\)\]\)/, '`false`, or `type` / `title` / `keywords`'],
  [/^z\.array\(fields\(\{ label: text\(\), value: text\(\) \}\)\)/, 'list of `label` / `value` pairs'],
  [/^fields\(\{/, 'group of fields (below)'],
]

function typeLabel(expression: string): string {
  for (const [pattern, label] of TYPE_LABELS) {
    const match = expression.match(pattern)
    if (match) return label.replace('$1', match[1] ?? '')
  }
  return expression
}

/**
 * Reads `/** doc *\/ name: expression` pairs, grouped by the object that
 * holds them (a nested `name: fields({` is its own group until it closes),
 * in the order of `titles`.
 */
export function readSchemaDocs(source: string, titles: Record<string, string>): Group[] {
  const groups = new Map<string, Group>()
  const stack: (Group | undefined)[] = []
  const openers: (Field | undefined)[] = []
  let doc: string | undefined
  for (const line of source.split('\n')) {
    const opener = line.match(/^(?:export )?const (\w+) = (?:fields\(\{|\{)\s*$/) ?? line.match(/^\s+(\w+): fields\(\{\s*$/)
    const field = line.match(/^\s+(\w+): (.*?),?$/)
    const current = stack[stack.length - 1]
    if (field && doc !== undefined && current) {
      const expression = field[2]!
      current.fields.push({ name: field[1]!, doc, type: typeLabel(expression), required: !/\.optional\(\)|\.default\(/.test(expression) })
    }
    if (opener) {
      const title = titles[opener[1]!]
      const group = title ? { title, fields: [] } : undefined
      if (group) groups.set(opener[1]!, group)
      stack.push(group)
      openers.push(field && doc !== undefined ? current?.fields[current.fields.length - 1] : undefined)
    } else if (/^\s*\}\)?[^,]*,?\s*$/.test(line) && /^\s*\}/.test(line)) {
      stack.pop()
      // A nested group's optionality is written after it closes: `}).optional(),`
      const openedBy = openers.pop()
      if (openedBy && /\.optional\(\)|\.default\(/.test(line)) openedBy.required = false
    }
    const docLine = line.match(/^\s*\/\*\* (.*) \*\/$/)
    doc = docLine ? docLine[1] : undefined
  }
  return Object.keys(titles).flatMap((key) => groups.get(key) ?? []).filter((group) => group.fields.length > 0)
}

export function renderSchemaDocs(groups: Group[]): string {
  return groups
    .map((group) =>
      [
        `### ${group.title}`,
        '',
        '| field | type | required | what it is |',
        '| --- | --- | --- | --- |',
        ...group.fields.map((f) => `| \`${f.name}\` | ${f.type} | ${f.required ? 'yes' : 'no'} | ${f.doc.replace(/\|/g, '\\|')} |`),
      ].join('\n'),
    )
    .join('\n\n')
}

export const PAGE_SCHEMA_TITLES = {
  commonFields: 'Every page',
  faqSchema: 'Each entry of `faqs`',
  searchSchema: 'The `search` group',
  relatedSchema: 'Each entry of `related`',
  bestSchema: 'Extra fields for `kind: best`',
  rankedToolObject: 'Each entry of `tools` on a best page (or just the id: `- vanta`)',
  criterionSchema: 'Each entry of `criteria`',
  compareSchema: 'Extra fields for `kind: compare`',
  useCaseSchema: 'Each entry of `useCases` (comparisons)',
  calculatorSchema: 'Extra fields for `kind: calculator`',
  guideSchema: 'Extra fields for `kind: guide`',
  directorySchema: 'Extra fields for `kind: directory`',
  paginateSchema: 'The `paginate` group of a directory',
}

export const TOOL_SCHEMA_TITLES = {
  toolSchema: 'Tool data (`content/_tools/<id>.yaml`)',
  pricing: 'The `pricing` group of a tool',
  directory: 'The `directory` group of a tool',
}

export const BEGIN = '<!-- frontmatter reference: generated by `npm run docs` from src/content/schema.ts and tool-schema.ts -->'
export const END = '<!-- end of frontmatter reference -->'

/** The writers' guide with its reference section replaced by one freshly generated. */
export function withReference(guide: string, pageSchemaSource: string, toolSchemaSource: string): string {
  const reference = [renderSchemaDocs(readSchemaDocs(pageSchemaSource, PAGE_SCHEMA_TITLES)), renderSchemaDocs(readSchemaDocs(toolSchemaSource, TOOL_SCHEMA_TITLES))].join('\n\n')
  const start = guide.indexOf(BEGIN)
  const end = guide.indexOf(END)
  if (start < 0 || end < 0) throw new Error(`content/README.md: the markers ${BEGIN} and ${END} are missing`)
  return `${guide.slice(0, start + BEGIN.length)}\n\n${reference}\n\n${guide.slice(end)}`
}
