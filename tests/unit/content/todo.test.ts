import { describe, expect, it } from 'vitest'
import { createRegistry } from '../../../src/content/entries'
import { ContentError } from '../../../src/content/errors'
import { todoLines, todoProblem } from '../../../src/content/todo'
import { codeRanges } from '../../../src/node/remark-todo-markers'
import remarkTodoMarkers from '../../../src/node/remark-todo-markers'
import { pageData, rawContent, toolData } from '../fixtures'

describe('todoLines', () => {
  it('finds the upper-case word TODO on its own, by 1-based line', () => {
    expect(todoLines('title: "TODO: a title"\nok\n{/* TODO */}\nTODOs and TODO_X are not markers\n- TODO.')).toEqual([1, 3, 5])
  })

  it('leaves prose alone: "todo list", "Todo", Todoist', () => {
    expect(todoLines('a todo list\nTodo: nothing\nTodoist is a product\nMASTODON')).toEqual([])
  })

  it('counts a line once, and skips markers inside the given ranges', () => {
    const source = 'TODO TODO\n`TODO` quoted\n`TODO` and TODO'
    expect(todoLines(source)).toEqual([1, 2, 3])
    const code = (text: string, from = 0) => [source.indexOf(text, from), source.indexOf(text, from) + text.length] as const
    expect(todoLines(source, [code('`TODO`'), code('`TODO`', 12)])).toEqual([1, 3])
  })
})

describe('todoProblem', () => {
  it('names the file and the lines, and the way out', () => {
    expect(todoProblem({ file: 'content/compare/a-vs-b.mdx', lines: [12] })).toBe('content/compare/a-vs-b.mdx: line 12: still has a TODO marker; finish it or set draft: true')
    expect(todoProblem({ file: 'content/compare/a-vs-b.mdx', lines: [4, 12] })).toBe('content/compare/a-vs-b.mdx: lines 4, 12: still has TODO markers; finish them or set draft: true')
    expect(todoProblem({ file: 'content/_tools/acme.yaml', lines: [3] })).toBe('content/_tools/acme.yaml: line 3: still has a TODO marker; finish it (tools data is published with every page that uses it)')
  })
})

describe('remark-todo-markers', () => {
  const at = (start: number, end: number) => ({ start: { offset: start }, end: { offset: end } })
  const source = 'TODO one\n\n`TODO` quoted\n\n```\nTODO in code\n```\n'
  const tree = {
    type: 'root',
    children: [
      { type: 'paragraph', children: [{ type: 'text', value: 'TODO one' }] },
      { type: 'paragraph', children: [{ type: 'inlineCode', value: 'TODO', position: at(10, 16) }, { type: 'text', value: ' quoted' }] },
      { type: 'code', value: 'TODO in code', position: at(24, 44) },
    ],
  }

  it('skips code spans and code blocks', () => {
    expect(codeRanges(tree)).toEqual([
      [10, 16],
      [24, 44],
    ])
  })

  it('exports the lines as todoLines', () => {
    const copy = structuredClone(tree)
    const file = { value: source, data: {} }
    remarkTodoMarkers()(copy, file)
    type Export = { data: { estree: { body: { declaration: { declarations: { id: { name: string }; init: unknown }[] } }[] } } }
    const declaration = ((copy.children as unknown[]).at(-1) as Export).data.estree.body[0]!.declaration.declarations[0]!
    expect(declaration.id.name).toBe('todoLines')
    expect(declaration.init).toEqual({ type: 'ArrayExpression', elements: [{ type: 'Literal', value: 1 }] })
    expect(file.data).toEqual({ pageExports: { todoLines: [1] } })
  })
})

describe('the registry and TODO markers', () => {
  const pages = {
    '/content/compare/acme-vs-vanta.mdx': pageData({ kind: 'compare', title: 'Acme vs Vanta: Complete Comparison Guide', tools: ['acme', 'vanta'], category: 'C', lastReviewed: '2025-10-01' }),
    '/content/about.mdx': pageData(),
    '/content/wip.mdx': pageData({ title: 'Work in progress', draft: true }),
  }
  const tools = { '/content/_tools/vanta.yaml': toolData(), '/content/_tools/acme.yaml': toolData({ name: 'Acme' }) }
  const todoLines = { '/content/compare/acme-vs-vanta.mdx': [4, 12], '/content/_tools/acme.yaml': [3], '/content/wip.mdx': [7], '/content/about.mdx': [] }

  it('refuses to publish a page or tools file that still has one, naming the file and lines', () => {
    let problems: string[] = []
    try {
      createRegistry({ ...rawContent(pages, tools), todoLines })
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      problems = error.problems
    }
    expect(problems).toEqual([
      'content/_tools/acme.yaml: line 3: still has a TODO marker; finish it (tools data is published with every page that uses it)',
      'content/compare/acme-vs-vanta.mdx: lines 4, 12: still has TODO markers; finish them or set draft: true',
    ])
  })

  it('lets a draft keep its TODO markers: it is not published', () => {
    const registry = createRegistry({ ...rawContent({ '/content/wip.mdx': pages['/content/wip.mdx'] }), todoLines })
    expect(registry.pages).toEqual([])
  })

  it('in the preview, keeps the page with its markers and those of the tools it names, for the draft banner', () => {
    const registry = createRegistry({ ...rawContent(pages, tools), todoLines, includeDrafts: true })
    expect(registry.byRoute.get('/compare/acme-vs-vanta')?.todos).toEqual([
      { file: 'content/compare/acme-vs-vanta.mdx', lines: [4, 12] },
      { file: 'content/_tools/acme.yaml', lines: [3] },
    ])
    expect(registry.byRoute.get('/about')?.todos).toEqual([])
    expect(registry.todos.map((t) => t.file)).toEqual(['content/_tools/acme.yaml', 'content/compare/acme-vs-vanta.mdx', 'content/wip.mdx'])
  })
})
