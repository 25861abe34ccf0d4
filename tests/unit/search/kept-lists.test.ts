import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { prepareItem } from '../../../src/search/rank'
import { itemLists } from '../../../src/search/split/item-lists'
import { listsOfText, listsText } from '../../../src/search/split/kept-lists'

const word = fc.stringMatching(/^[a-d]{1,4}$/)
const anItem = fc.record({
  title: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')),
  keywords: fc.array(word, { maxLength: 2 }),
  type: fc.constantFrom('Article', 'Comparison', 'Tool', 'Calculator', 'Directory' as const),
})

describe("a make's lists, kept as text for the next process", () => {
  it('are read back as they were made (property)', () => {
    fc.assert(
      fc.property(fc.array(anItem, { maxLength: 60 }), (drawn) => {
        const lists = itemLists(drawn.map((item, at) => prepareItem({ ...item, href: `/p/${at}` })))
        const text = listsText(lists)
        expect(text).not.toMatch(/[\n\r]/)
        expect(listsOfText(JSON.parse(text), drawn.length)).toEqual(lists)
      }),
    )
  })

  it('are not read back from a text they could not have been written as', () => {
    const lists = itemLists(['alpha', 'beta', 'alpha beta'].map((title, at) => prepareItem({ title, type: 'Tool', keywords: [], href: `/p/${at}` })))
    const parsed = JSON.parse(listsText(lists)) as { tokens: unknown[][]; shorts: unknown[][] }
    expect(listsOfText(parsed, 3)).toEqual(lists)
    // An item past the count, a step of zero, a short string with two lists, not lists at all.
    expect(listsOfText(parsed, 2)).toBeUndefined()
    expect(listsOfText({ ...parsed, tokens: [['alpha', [0], [-1]]] }, 3)).toBeUndefined()
    expect(listsOfText({ ...parsed, shorts: [['a', [[-3], []], [[], [], []]]] }, 3)).toBeUndefined()
    expect(listsOfText({ tokens: 'alpha' }, 3)).toBeUndefined()
    expect(listsOfText(null, 3)).toBeUndefined()
  })
})
