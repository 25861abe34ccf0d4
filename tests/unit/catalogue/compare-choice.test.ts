import { describe, expect, it } from 'vitest'
import { changeMessage, chosenCount, compareLink, isChosen, NO_CHOICE, readChoice, removeTool, toggleTool, writeChoice, type Choice } from '../../../src/catalogue/compare-choice'

const tool = (id: string) => ({ id, name: id[0]!.toUpperCase() + id.slice(1) })
const choiceOf = (...ids: string[]): Choice => ids.map(tool)

describe('the tools chosen to compare', () => {
  it('adds a tool, removes it when pressed again, and refuses a fifth, leaving the choice as it was', () => {
    const added = toggleTool(choiceOf('notion', 'coda'), tool('asana'))
    expect(added).toEqual({ kind: 'added', tool: tool('asana'), choice: choiceOf('notion', 'coda', 'asana') })
    expect(toggleTool(added.choice, tool('coda'))).toEqual({ kind: 'removed', tool: tool('coda'), choice: choiceOf('notion', 'asana') })
    const full = choiceOf('notion', 'coda', 'asana', 'slite')
    expect(toggleTool(full, tool('guru'))).toEqual({ kind: 'refused', tool: tool('guru'), choice: full })
    // A full choice still lets a chosen tool out.
    expect(toggleTool(full, tool('asana')).kind).toBe('removed')
    expect(removeTool(full, 'guru')).toBeNull()
    expect(isChosen(full, 'slite')).toBe(true)
    expect(isChosen(full, 'guru')).toBe(false)
  })

  it('says what happened, to which tool and where the choice stands; a refusal names the limit and how to make room', () => {
    expect(changeMessage(toggleTool(NO_CHOICE, tool('notion')))).toBe('Notion added to the comparison: 1 of 4 chosen.')
    expect(changeMessage(toggleTool(choiceOf('notion', 'coda'), tool('notion')))).toBe('Notion removed from the comparison: 1 of 4 chosen.')
    expect(changeMessage(toggleTool(choiceOf('notion'), tool('notion')))).toBe('Notion removed from the comparison: no tools chosen.')
    expect(changeMessage(toggleTool(choiceOf('a', 'b', 'c', 'd'), tool('guru')))).toBe('You can compare up to 4 tools at once. To add Guru, first remove a tool from the compare tray.')
    expect(chosenCount(choiceOf('a', 'b'))).toBe('2 of 4 chosen')
  })

  it('links the builder with the chosen tools, in the order they were picked, labelled with the count', () => {
    expect(compareLink(choiceOf('figma', 'otter', 'plausible', 'coda'))).toEqual({ href: '/compare?tools=figma,otter,plausible,coda', label: 'Compare 4 tools' })
    expect(compareLink(choiceOf('figma'))).toEqual({ href: '/compare?tools=figma', label: 'Compare 1 tool' })
    expect(compareLink(NO_CHOICE)).toEqual({ href: '/compare', label: 'Compare 0 tools' })
  })

  it('reads back what it wrote', () => {
    const choice = choiceOf('notion', 'google-docs')
    expect(readChoice(writeChoice(choice))).toEqual(choice)
    expect(writeChoice(choice)).toBe('[{"id":"notion","name":"Notion"},{"id":"google-docs","name":"Google-docs"}]')
  })

  it('trusts nothing it reads: no choice from what is not a list, no entry that is not a tool, each tool once, four at most', () => {
    for (const stored of [null, undefined, '', 'not json', '{"id":"notion","name":"Notion"}', '"notion"', '42', 'null', '{"__proto__":[]}']) expect(readChoice(stored)).toEqual([])
    const stored = JSON.stringify([
      { id: 'notion', name: 'Notion' },
      { id: 'Notion', name: 'Upper case is not an id' },
      { id: '__proto__', name: 'Not an id' },
      { id: '../admin', name: 'Not an id' },
      { id: 'coda', name: '' },
      { id: 'coda', name: 42 },
      { id: 'coda' },
      'asana',
      null,
      [],
      { id: 'notion', name: 'Notion again' },
      { id: 'x'.repeat(81), name: 'Too long' },
      { id: 'coda', name: 'x'.repeat(81) },
      { id: 'coda', name: 'Coda', extra: '<img src=x onerror=alert(1)>' },
      { id: 'asana', name: 'Asana' },
      { id: 'slite', name: 'Slite' },
      { id: 'guru', name: 'Guru' },
    ])
    expect(readChoice(stored)).toEqual([
      { id: 'notion', name: 'Notion' },
      { id: 'coda', name: 'Coda' },
      { id: 'asana', name: 'Asana' },
      { id: 'slite', name: 'Slite' },
    ])
  })
})
