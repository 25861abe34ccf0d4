import { checkId, commonHead, dates, expectArgs, frontmatterEnd, page, q, resolveTools, type Scaffold, type ScaffoldContext, ScaffoldError } from './shared'

/** `npm run new -- compare <toolA> <toolB>`: a comparison page, with stubs for unknown tools. */
export function comparePage(args: readonly string[], context: ScaffoldContext): Scaffold {
  const a = checkId('first tool id', args[0])
  const b = checkId('second tool id', args[1])
  expectArgs(args, 2, 'compare')
  if (a === b) throw new ScaffoldError(`compare: the two tool ids are both "${a}"; a comparison needs two different tools`)
  const slug = `${a}-vs-${b}`
  const path = `content/compare/${slug}.mdx`
  const reverse = `content/compare/${b}-vs-${a}.mdx`
  if (context.exists(reverse)) throw new ScaffoldError(`${reverse} already compares ${a} and ${b}; edit it rather than writing a second comparison`)
  const { names, stubs, notes } = resolveTools([a, b], context)
  const A = names.get(a)!
  const B = names.get(b)!
  const content = page([
    ...commonHead('compare', `${A} vs ${B}: Complete Comparison Guide`, [`${A} vs ${B}`.toLowerCase(), `${B} vs ${A}`.toLowerCase()]),
    `tools: [${a}, ${b}]`,
    `category: ${q('TODO: the category both tools belong to, such as Compliance')}`,
    `popular: false`,
    ...dates(context),
    'useCases:',
    `  - title: ${q(`TODO: a situation where ${A} fits better`)}`,
    `    description: ${q(`TODO: why ${A} fits it, in one to three sentences.`)}`,
    `    bestFor: ${a}`,
    `  - title: ${q(`TODO: a situation where ${B} fits better`)}`,
    `    description: ${q(`TODO: why ${B} fits it, in one to three sentences.`)}`,
    `    bestFor: ${b}`,
    `# TODO: the feature table shows every shared feature, then each tool's field's; to choose and order its rows, add features: with ids from content/_fields/ (and free-plan, pricing-published, plans), such as features: [free-plan, sso, audit-log]. The values come from each tool's file. Then delete this line.`,
    ...frontmatterEnd({ faq: `Is ${A} or ${B} cheaper?`, related: '/comparisons' }),
    '',
    '<Overview>',
    '',
    `TODO: what ${A} and ${B} each are and who they are for, then the main difference between them; one sentence per line.`,
    '',
    '</Overview>',
    '',
    '<UseCases>',
    '',
    'TODO: one sentence introducing the situations below (they come from useCases in the frontmatter).',
    '',
    '</UseCases>',
    '',
    '<FeatureTable>',
    '',
    'TODO: what the reader should know about the table (its values come from the tools files in content/_tools/), such as which items are add-ons.',
    '',
    '</FeatureTable>',
    '',
    '<ProsCons />',
    '',
    '<Screenshots />',
    '',
    '<PricingTable>',
    '',
    `TODO: what ${A} and ${B} cost and what drives the price (the table itself comes from the tools data).`,
    '',
    '</PricingTable>',
    '',
    '<Faq />',
    '',
    '<GetStarted>',
    '',
    'TODO: one or two sentences on how to choose between them and what to do next.',
    '',
    '</GetStarted>',
    '',
    '## Related articles',
    '',
    '<RelatedLinks />',
  ])
  return { files: [{ path, content }, ...stubs], route: `/compare/${slug}`, notes }
}
