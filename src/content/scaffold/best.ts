import { checkId, commonHead, dates, frontmatterEnd, nameFromId, page, q, resolveTools, type Scaffold, type ScaffoldContext, ScaffoldError } from './shared'

/** `npm run new -- best <slug> <tool>...`: a best-of ranking, tools best first. */
export function bestPage(args: readonly string[], context: ScaffoldContext): Scaffold {
  const slug = checkId('page slug', args[0])
  const ids = args.slice(1)
  if (ids.length === 0) {
    throw new ScaffoldError(`best: name the tools to rank, best first (tool ids as in content/_tools/; a new id gets a stub), e.g.\n  npm run new -- best ${slug} vanta drata secureframe`)
  }
  ids.forEach((id, index) => checkId(`tool id ${index + 1}`, id))
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index)
  if (repeated) throw new ScaffoldError(`best: "${repeated}" is listed twice; rank each tool once`)
  const { names, stubs, notes } = resolveTools(ids, context)
  const example = nameFromId(slug).replace(/^Best /, '')
  const title = `TODO: Best ${example}`
  const content = page([
    ...commonHead('best', title, []),
    `category: ${q('TODO: the software category this ranking covers, such as SOC 2 compliance')}`,
    'tools:',
    ...ids.flatMap((id, index) => [
      `  - id: ${id}`,
      `    badge: ${q(index === 0 ? 'TODO: a short label such as Best Overall' : 'TODO: a short label such as Best Value')}`,
      `    bestFor: ${q(`TODO: who ${names.get(id)} suits best, in this page's context`)}`,
    ]),
    'criteria:',
    `  - title: ${q('TODO: a criterion the ranking was judged on, such as Ease of use')}`,
    `    description: ${q('TODO: what we looked at, in one or two sentences.')}`,
    `    weight: High`,
    ...dates(context),
    ...frontmatterEnd({ faq: `Which ${example.toLowerCase()} tool is cheapest?`, related: '/best-tools' }),
    '',
    '## Overview',
    '',
    'TODO: the problem these tools solve, who this ranking is for, and how we ranked them; one sentence per line.',
    '',
    '## How we chose',
    '',
    '<SelectionCriteria />',
    '',
    '## The top tools',
    '',
    ...ids.flatMap((id) => [`<ToolCard tool="${id}" />`, '', `TODO: why ${names.get(id)} earns its place, and its catch.`, '']),
    '## How we review',
    '',
    '<HowWeReview />',
    '',
    '<Faq />',
    '',
    '## Related',
    '',
    '<RelatedLinks />',
  ])
  return { files: [{ path: `content/best/${slug}.mdx`, content }, ...stubs], route: `/best/${slug}`, notes }
}
