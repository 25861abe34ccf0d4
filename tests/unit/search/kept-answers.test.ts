import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SearchItem } from '../../../src/search/search-index'
import { buildSplitIndex, type SplitIndexOptions } from '../../../src/search/split/build'
import { answersOfText, answersText, type KeptSplit, type MadeAnswer } from '../../../src/search/split/kept-answers'
import { ANSWER_DEPTH } from '../../../src/search/split/layout'

/**
 * Small files and answers for words matching two items or more, so a few
 * items have many answered words; and answers' routes kept to 53, so that
 * a short word matching more has routes that hold only some of its items.
 */
const OPTIONS: SplitIndexOptions = { blockSize: 2, tokenShards: 3, titleShardSize: 2, answerMatches: 2, keptDepth: 53 }

const TYPES = ['Article', 'Comparison', 'Tool', 'Calculator', 'Directory'] as const
const word = fc.stringMatching(/^[a-d]{1,4}$/)
const anItem = fc.record({ title: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')), keywords: fc.array(word, { maxLength: 2 }), type: fc.constantFrom(...TYPES) })

/** Items in route order (their addresses' order, as buildSearchIndex gives them), each at its own address. */
const inRouteOrder = (items: Omit<SearchItem, 'href'>[], addresses: readonly number[]): SearchItem[] =>
  items.map((item, at) => ({ ...item, href: `/p/${String(addresses[at]).padStart(3, '0')}` })).sort((a, b) => a.href.localeCompare(b.href))

/** An edit of some items: retitled, given other keywords, removed, or added. */
const anEdit = fc.record({
  retitled: fc.array(fc.tuple(fc.nat(), word), { maxLength: 3 }),
  rekeyed: fc.array(fc.tuple(fc.nat(), fc.array(word, { maxLength: 2 })), { maxLength: 2 }),
  removed: fc.array(fc.nat(), { maxLength: 2 }),
  added: fc.array(anItem, { maxLength: 2 }),
})

type Edit = typeof anEdit extends fc.Arbitrary<infer T> ? T : never

function edited(items: readonly SearchItem[], edit: Edit): SearchItem[] {
  const after = items.map((item) => ({ ...item }))
  for (const [at, title] of edit.retitled) if (after.length > 0) after[at % after.length]!.title = title
  for (const [at, keywords] of edit.rekeyed) if (after.length > 0) after[at % after.length]!.keywords = keywords
  const removed = new Set(edit.removed.map((at) => after.length > 0 ? after[at % after.length]!.href : ''))
  const added = edit.added.map((item, at) => ({ ...item, href: `/p/${500 + at}` }))
  return [...after.filter((item) => !removed.has(item.href)), ...added].sort((a, b) => a.href.localeCompare(b.href))
}

/**
 * The same answers as a whole make's: the same counts and best results, and
 * routes that begin the whole make's (a mended answer may know fewer),
 * at least as many as its results show.
 */
function expectSameAnswers(kept: KeptSplit, whole: KeptSplit) {
  expect([...kept.answers.keys()]).toEqual([...whole.answers.keys()])
  for (const [word, answer] of kept.answers) {
    const made = whole.answers.get(word)!
    expect({ word, total: answer.total, best: answer.best }).toEqual({ word, total: made.total, best: made.best })
    expect([...answer.routes]).toEqual([...made.routes.subarray(0, answer.routes.length)])
    expect(answer.routes.length).toBeGreaterThanOrEqual(Math.min(made.total, ANSWER_DEPTH))
  }
}

describe('a split index made from the answers of the make before', () => {
  it('is the split index made whole, whatever was edited (property)', () => {
    fc.assert(
      // Up to 80 items: a short word matches more than an answer's 50 best, so a touched item can match it outside them.
      fc.property(fc.uniqueArray(fc.nat({ max: 400 }), { minLength: 1, maxLength: 80, size: 'max' }), fc.array(anItem, { minLength: 80, maxLength: 80 }), anEdit, anEdit, (addresses, drawn, edit, secondEdit) => {
        const before = inRouteOrder(drawn.slice(0, addresses.length), addresses)
        const after = edited(before, edit)
        const first = buildSplitIndex(before, OPTIONS).kept
        const kept = buildSplitIndex(after, OPTIONS, first)
        const whole = buildSplitIndex(after, OPTIONS)
        expect(kept.files).toEqual(whole.files)
        expectSameAnswers(kept.kept, whole.kept)
        // From another process: the answers read back from their text, with nothing kept in memory.
        expect(buildSplitIndex(after, OPTIONS, answersOfText(answersText(first))).files).toEqual(whole.files)
        // A second edit, from the answers the first mended.
        const again = edited(after, secondEdit)
        const keptAgain = buildSplitIndex(again, OPTIONS, kept.kept)
        expect(keptAgain.files).toEqual(buildSplitIndex(again, OPTIONS).files)
      }),
      { numRuns: 200, endOnFailure: true },
    )
    // Some 8 s alone: five indexes a run, and more on a machine busy with the other test files.
  }, 120_000)

  const items = inRouteOrder(
    [
      { title: 'Notion', type: 'Tool', keywords: ['wiki'] },
      { title: 'Asana', type: 'Tool', keywords: ['tasks'] },
      { title: 'Notion vs Asana', type: 'Comparison', keywords: [] },
      { title: 'Best wiki tools', type: 'Article', keywords: ['docs'] },
      { title: 'Jira', type: 'Tool', keywords: ['tasks', 'issues'] },
    ],
    [1, 2, 3, 4, 5],
  )
  /** The make before's answers, with one answer planted: what a make takes from them shows. */
  const planted = (word: string, change: (answer: MadeAnswer) => MadeAnswer): KeptSplit => {
    const { kept } = buildSplitIndex(items, OPTIONS)
    return { items, answers: new Map([...kept.answers].map(([w, answer]) => [w, w === word ? change(answer) : answer])) }
  }
  const answerIn = (built: ReturnType<typeof buildSplitIndex>, word: string) => built.kept.answers.get(word)
  const retitled = items.map((item) => (item.title === 'Jira' ? { ...item, title: 'Jira wiki' } : item))

  it('takes the answer of a word no edited item matches as it was', () => {
    const built = buildSplitIndex(retitled, OPTIONS, planted('notion', (answer) => ({ ...answer, total: 99 })))
    expect(answerIn(built, 'notion')?.total).toBe(99)
  })

  it('mends the answer of a word an edited item matches from its routes, and makes it whole when too few of them are left', () => {
    // "wiki" was not Jira's, and is now. Planted: an answer that knows of one item, not two; mended, it knows of that one and Jira.
    const notion = items.findIndex((item) => item.title === 'Notion')
    const oneLeftOut = planted('wiki', (answer) => ({ ...answer, total: answer.total - 1, routes: answer.routes.filter((route) => route !== notion) }))
    const wiki = answerIn(buildSplitIndex(retitled, OPTIONS, oneLeftOut), 'wiki')!
    const whole = answerIn(buildSplitIndex(retitled, OPTIONS), 'wiki')!
    expect(whole.total).toBe(3)
    expect(wiki.total).toBe(2)
    expect([...wiki.routes].map((route) => retitled[route]!.title).sort()).toEqual(['Best wiki tools', 'Jira wiki'])
    // "ji" was Jira's alone. Planted: 40 more items than its routes hold, so none of its best is known once Jira is taken out: made whole.
    const jiraInBest = buildSplitIndex(retitled, OPTIONS, planted('ji', (answer) => ({ ...answer, total: answer.total + 40 })))
    expect(answerIn(jiraInBest, 'ji')?.total).toBe(answerIn(buildSplitIndex(retitled, OPTIONS), 'ji')!.total)
  })

  it('makes every answer whole past 64 items touched', () => {
    const many = inRouteOrder(Array.from({ length: 70 }, (_, n) => ({ title: `item ${n}`, type: 'Tool' as const, keywords: [] })), Array.from({ length: 70 }, (_, n) => n))
    const { kept } = buildSplitIndex(many, OPTIONS)
    const before: KeptSplit = { items: many, answers: new Map([...kept.answers].map(([w, answer]) => [w, { ...answer, total: 999 }])) }
    const renamed = many.map((item) => ({ ...item, title: item.title.replace('item', 'app') }))
    expect(answerIn(buildSplitIndex(renamed, OPTIONS, before), 'app')?.total).toBe(70)
    // Ten renamed: "it"'s best 50 (items 0 to 49) held none of them, and it is mended from the planted 999.
    expect(answerIn(buildSplitIndex(renamed.map((item, n) => (n < 60 ? many[n]! : item)), OPTIONS, before), 'it')?.total).toBe(999 - 10)
  })
})
