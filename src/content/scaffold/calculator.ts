import { CALCULATOR_CATEGORIES } from '../schema'
import { checkId, choiceStub, commonHead, dates, expectArgs, frontmatterEnd, nameFromId, page, type Scaffold, type ScaffoldContext, ScaffoldError } from './shared'

/** `npm run new -- calculator <slug>`: a page for a calculator the code already has. */
export function calculatorPage(args: readonly string[], context: ScaffoldContext): Scaffold {
  const slug = checkId('page slug', args[0])
  expectArgs(args, 1, 'calculator')
  const calculators = [...context.calculators].sort()
  const embedded = calculators.includes('RoiCalculator') ? 'RoiCalculator' : calculators[0]
  if (!embedded) throw new ScaffoldError('calculator: there is no calculator component to embed yet; calculators are code, so ask a developer to add one first')
  const content = page([
    ...commonHead('calculator', `TODO: ${nameFromId(slug)} Calculator`, []),
    ...choiceStub('category', 'the category on /calculators', CALCULATOR_CATEGORIES),
    `popular: false`,
    ...dates(context),
    ...frontmatterEnd({ faq: 'What does the calculation leave out?', related: '/calculators' }),
    '',
    'TODO: one or two sentences on the question this calculator answers.',
    '',
    `{/* TODO: choose the calculator this page embeds, one of ${calculators.map((c) => `<${c} />`).join(', ')}, put it below and delete this comment. Calculators are code: a new one needs a developer (src/calculators/ and src/islands/). */}`,
    `<${embedded} />`,
    '',
    '## How we calculate',
    '',
    'TODO: the formulas in words, then a worked example with the default inputs; one sentence per line.',
    '',
    '<Faq />',
    '',
    '## Related resources',
    '',
    '<RelatedLinks />',
  ])
  return {
    files: [{ path: `content/calculator/${slug}.mdx`, content }],
    route: `/calculator/${slug}`,
    notes: [`Calculators are code: this page embeds an existing one (<${embedded} /> for now; the others are ${calculators.filter((c) => c !== embedded).join(', ')}). A new calculator needs a developer (src/calculators/ and src/islands/).`],
  }
}
