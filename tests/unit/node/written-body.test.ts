import { describe, expect, it } from 'vitest'
import { compilePage } from '../../../src/node/compile-page'

/** What a page's body says, read from its syntax tree at compile time: for checking a page that is not rendered. */
describe('the written body a page exports', () => {
  it('lists the components a page looks up, their props (literals with their values), and its links, each with its line', async () => {
    const { exports } = await compilePage(
      `---
kind: guide
---
See [the method](/about#method) and [a vendor](https://example.com).

<ToolCard
  tool="vanta"
  rank={3}
  keyBenefits={["Fast", "Cheap"]}
  bestFor={props.who}
  {...rest}
/>

<Cards columns={-2}>
  <Card title={\`Plain\`} label="One">Text with a [reference][ref].</Card>
</Cards>

<a href="/guides">all guides</a> and <div data-x="1" />

[ref]: /compare
`,
      'content/guides/x.mdx',
    )
    expect(exports.written).toEqual({
      components: [
        { name: 'ToolCard', line: 6, props: [{ name: 'tool', line: 7, value: 'vanta' }, { name: 'rank', line: 8, value: 3 }, { name: 'keyBenefits', line: 9, value: ['Fast', 'Cheap'] }, { name: 'bestFor', line: 10 }], spread: true },
        { name: 'Cards', line: 14, props: [{ name: 'columns', line: 14, value: -2 }], children: true },
        { name: 'Card', line: 15, props: [{ name: 'title', line: 15, value: 'Plain' }, { name: 'label', line: 15, value: 'One' }], children: true },
      ],
      links: [
        { href: '/about#method', line: 4 },
        { href: 'https://example.com', line: 4 },
        { href: '/compare', line: 15 },
        { href: '/guides', line: 18 },
      ],
    })
  })

  it('leaves out the names a page declares itself, which MDX does not look up', async () => {
    const { exports } = await compilePage("export const Local = () => null\n\n<Local />\n", 'content/x.mdx')
    expect(exports.written).toEqual({ components: [], links: [] })
  })
})
