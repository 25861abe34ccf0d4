import { GUIDE_TOPICS } from '../schema'
import { checkId, choiceStub, commonHead, dates, expectArgs, frontmatterEnd, nameFromId, page, q, type Scaffold, type ScaffoldContext } from './shared'

/** `npm run new -- guide <slug>`: a guide. */
export function guidePage(args: readonly string[], context: ScaffoldContext): Scaffold {
  const slug = checkId('page slug', args[0])
  expectArgs(args, 1, 'guide')
  const content = page([
    ...commonHead('guide', `TODO: ${nameFromId(slug)}`, []),
    ...choiceStub('category', 'the topic', GUIDE_TOPICS),
    `author: ${q('TODO: your name, as shown on the page')}`,
    `excerpt: ${q('TODO: a two-sentence teaser for the card on /guides.')}`,
    ...dates(context),
    ...frontmatterEnd({ faq: 'How much does it cost?', related: '/guides' }),
    '',
    '[← Back to Guides](/guides)',
    '',
    'TODO: who this guide is for and what they will be able to decide after reading it; one sentence per line.',
    '',
    '<TableOfContents exclude={["faq", "related-guides"]} />',
    '',
    '## TODO: the first section',
    '',
    'TODO: the first section; one sentence per line.',
    '',
    '## TODO: the second section',
    '',
    'TODO: the second section; add as many ## sections as the guide needs.',
    '',
    '<Faq />',
    '',
    '## Related guides',
    '',
    '<RelatedLinks />',
  ])
  return { files: [{ path: `content/guides/${slug}.mdx`, content }], route: `/guides/${slug}`, notes: [] }
}
