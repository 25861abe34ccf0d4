import { describe, expect, it } from 'vitest'
import { collectHeadings } from '../../../src/node/rehype-headings'

const text = (value: string) => ({ type: 'text', value })

describe('collectHeadings', () => {
  it('lists h2 sections, JSX h2 with their own ids, and the FAQ, in page order', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'h2', properties: { id: 'overview' }, children: [text('Overview')] },
        { type: 'element', tagName: 'h3', properties: { id: 'detail' }, children: [text('Detail')] },
        { type: 'mdxJsxFlowElement', name: 'h2', attributes: [{ type: 'mdxJsxAttribute', name: 'id', value: 'use-cases' }], children: [text('Best tool by meeting type')] },
        { type: 'mdxJsxFlowElement', name: 'Card', attributes: [], children: [{ type: 'element', tagName: 'h2', properties: { id: 'inside' }, children: [text('Inside a card')] }] },
        { type: 'mdxJsxFlowElement', name: 'Faq', attributes: [] },
      ],
    }
    expect(collectHeadings(tree)).toEqual([
      { id: 'overview', text: 'Overview' },
      { id: 'use-cases', text: 'Best tool by meeting type' },
      { id: 'faq', text: 'Frequently Asked Questions' },
    ])
  })

  it('uses the Faq id and heading when they are given', () => {
    const tree = { type: 'root', children: [{ type: 'mdxJsxFlowElement', name: 'Faq', attributes: [{ type: 'mdxJsxAttribute', name: 'id', value: 'questions' }, { type: 'mdxJsxAttribute', name: 'heading', value: 'Questions' }] }] }
    expect(collectHeadings(tree)).toEqual([{ id: 'questions', text: 'Questions' }])
  })
})
