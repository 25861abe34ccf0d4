import { describe, expect, it } from 'vitest'
import { prepareItem } from '../../../src/search/rank'
import { searchItemOf } from '../../../src/search/search-index'
import { extraGroup, type GroupMemo, type OutputFile } from '../../../src/server/site-files'
import { registryOf, siteFrontmatters, siteTools } from '../site-content'

/** A memo held in memory, as the build keeps one (scripts/build/group-memo.mjs); `live` when it stands for a build that stays running. */
function memoInMemory(live?: Map<string, unknown>) {
  const entries = new Map<string, { state: string; text: string }>()
  const memo: GroupMemo = {
    get: (id, state) => (entries.get(id)?.state === state ? entries.get(id)!.text : undefined),
    set: (id, state, text) => void entries.set(id, { state, text: typeof text === 'string' ? text : text() }),
    live,
  }
  return { memo, entries }
}

const searchOf = (frontmatters: typeof siteFrontmatters, memo?: GroupMemo) => extraGroup(registryOf(frontmatters, siteTools), 'search', memo).files
const answersIn = (files: OutputFile[]) => {
  const answers = new Map<string, number>()
  for (const file of files.filter((file) => /^search\/[0-9a-f]+\/answers\//.test(file.path))) {
    const { words, totals } = JSON.parse(file.content) as { words: string[]; totals: number[] }
    words.forEach((word, at) => answers.set(word, totals[at]!))
  }
  return answers
}

/** A guide of the site's, and its title. */
const [guideFile, guideFrontmatter] = Object.entries(siteFrontmatters).find(([, data]) => (data as { kind?: string }).kind === 'guide')!
const guideTitle = (guideFrontmatter as { title: string }).title

/** The site's content with that guide retitled. */
const retitled = () => ({ ...siteFrontmatters, [guideFile]: { ...(guideFrontmatter as object), title: `${guideTitle} Qzx` } })

describe("the search's files made from the answers of the make before", () => {
  it('are those made whole, from the memo of another process and from the live values of the same one', () => {
    const whole = searchOf(retitled())
    const another = memoInMemory()
    searchOf(siteFrontmatters, another.memo)
    expect(searchOf(retitled(), memoInMemory().memo)).toEqual(whole)
    const fresh = memoInMemory()
    fresh.entries.set(...([...another.entries][0]!))
    expect(searchOf(retitled(), fresh.memo)).toEqual(whole)
    const running = memoInMemory(new Map())
    searchOf(siteFrontmatters, running.memo)
    expect(searchOf(retitled(), running.memo)).toEqual(whole)
  })

  it('take an answer the retitling cannot change from the memo, and make again one it can', () => {
    const { memo, entries } = memoInMemory()
    searchOf(siteFrontmatters, memo)
    const [id, { state, text }] = [...entries][0]!
    // Every total planted as 7,777: "zz" matches no title then or now, "qzx" is the new title's alone.
    const planted = text.replace(/\["([^"\\]*)",(\d+),/g, '["$1",7777,')
    const next = memoInMemory()
    next.entries.set(id, { state, text: planted })
    const answers = answersIn(searchOf(retitled(), next.memo))
    const whole = answersIn(searchOf(retitled()))
    // A word the guide's text holds neither before nor after.
    const guide = registryOf(siteFrontmatters, siteTools).pages.find((page) => page.data.title === guideTitle)!
    const haystack = prepareItem(searchItemOf(guide)!).haystack + ' qzx'
    const untouched = [...whole.keys()].find((word) => !haystack.includes(word))
    expect(untouched && answers.get(untouched)).toBe(7777)
    expect(answers.get('q')).toBe(whole.get('q'))
    expect(entries.size).toBe(1)
  })

  it('make every answer whole from a memo text that is not answers', () => {
    const { memo, entries } = memoInMemory()
    searchOf(siteFrontmatters, memo)
    const [id, { state, text }] = [...entries][0]!
    for (const broken of [text.slice(0, text.length / 2), '{"items":[1],"answers":[]}', 'null']) {
      const next = memoInMemory()
      next.entries.set(id, { state, text: broken })
      expect(searchOf(retitled(), next.memo)).toEqual(searchOf(retitled()))
    }
  })
})
