import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSearch } from '../../../src/search/match'
import type { SearchItem } from '../../../src/search/search-index'
import { buildSplitIndex } from '../../../src/search/split/build'
import type { FromSearchWorker, ToSearchWorker } from '../../../src/search/split/worker-protocol'

/**
 * The search worker (src/search/split/worker.ts) as the dialog meets it:
 * it reads the manifest and the files by fetch, says when it is ready, and
 * answers each query posted to it as the in-memory search does, with "Did
 * you mean" for a query that finds nothing.
 */

const items: SearchItem[] = [
  { title: 'Notion', type: 'Tool', href: '/tools/notion', keywords: ['notes', 'wiki'] },
  { title: 'Asana', type: 'Tool', href: '/tools/asana', keywords: ['project management'] },
  { title: 'Notion vs Asana: which to pick', type: 'Comparison', href: '/compare/notion-vs-asana', keywords: ['project management'] },
  { title: 'ROI Calculator', type: 'Calculator', href: '/calculator/roi', keywords: ['return'] },
  { title: 'Best project management tools', type: 'Article', href: '/best/project-management', keywords: ['asana', 'notion'] },
]

/** Loads the worker's module afresh on a made-up `self`, its fetches served from `files`; resolves with what it posts. */
async function startWorker(files: Map<string, string>) {
  const posted: FromSearchWorker[] = []
  const scope: { onmessage: ((event: MessageEvent<ToSearchWorker>) => void) | null; postMessage: (message: FromSearchWorker) => void } = {
    onmessage: null,
    postMessage: (message) => posted.push(message),
  }
  vi.stubGlobal('self', scope)
  vi.stubGlobal('fetch', async (address: string) => {
    const body = files.get(address)
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, text: async () => body ?? '' }
  })
  vi.resetModules()
  await import('../../../src/search/split/worker')
  const next = (kind: FromSearchWorker['kind']) => vi.waitFor(() => posted.find((message) => message.kind === kind) ?? Promise.reject(new Error(`no ${kind} yet`)), { timeout: 10_000 })
  return { posted, next, post: (message: ToSearchWorker) => scope.onmessage!({ data: message } as MessageEvent<ToSearchWorker>) }
}

describe('the search worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('says it is ready, then answers each query as the in-memory search does', async () => {
    const files = new Map(buildSplitIndex(items, { blockSize: 2, tokenShards: 3, titleShardSize: 2, answerMatches: 2 }).files.map((file) => [`/${file.path}`, file.content]))
    // No finder here: a query that finds nothing says it has no features to offer (the next test).
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const worker = await startWorker(files)
    await worker.next('ready')
    const whole = createSearch(items)
    const queries = ['notion', 'notion asana', 'project m', 'zzqx', 'notoin']
    queries.forEach((query, id) => worker.post({ kind: 'search', id, query, limit: 50 }))
    await vi.waitFor(() => expect(worker.posted.filter((message) => message.kind === 'found')).toHaveLength(queries.length), { timeout: 10_000 })
    for (const [id, query] of queries.entries()) {
      const answer = worker.posted.find((message) => message.kind === 'found' && message.id === id)
      const expected = whole(query, 50)
      expect(answer).toMatchObject({ query, total: expected.total, best: expected.best.map(({ title, type, href }) => ({ title, type, href })) })
    }
    expect(worker.posted.find((message) => message.kind === 'found' && message.query === 'notoin')).toMatchObject({ total: 0, suggestion: 'notion' })
    expect(worker.posted.find((message) => message.kind === 'found' && message.query === 'zzqx')).toMatchObject({ total: 0, suggestion: undefined })
  })

  it('offers the finder ticked with a feature a query names only when the query finds nothing, and answers it all the same when the features cannot be read', async () => {
    const index = new Map(buildSplitIndex(items, { blockSize: 2, tokenShards: 3, titleShardSize: 2, answerMatches: 2 }).files.map((file) => [`/${file.path}`, file.content]))
    // The finder's manifest: two features with data in the whole catalogue, one without (no tool has it or is judged on it).
    const finder = {
      base: '/tool-data/finder/',
      features: [
        { id: 'sso', label: 'SAML single sign-on', field: 'shared' },
        { id: 'notes-sso', label: 'Notes over SSO', field: 'knowledge-docs' },
        { id: 'wiki', label: 'Wiki pages', field: 'knowledge-docs' },
      ],
      scopes: [['all', 2, [0, 2], {}, [2, 1]]],
    }
    const worker = await startWorker(new Map([...index, ['/tools/finder.json', JSON.stringify(finder)]]))
    await worker.next('ready')
    const queries = ['sso', 'notion', 'wiki pages']
    queries.forEach((query, id) => worker.post({ kind: 'search', id, query, limit: 50 }))
    await vi.waitFor(() => expect(worker.posted.filter((message) => message.kind === 'found')).toHaveLength(queries.length), { timeout: 10_000 })
    const answer = (query: string) => worker.posted.find((message) => message.kind === 'found' && message.query === query)
    // "sso" is the feature's id: no spelling suggestion beside it.
    expect(answer('sso')).toMatchObject({ total: 0, suggestion: undefined, features: { shown: [{ text: '2 tools with SAML single sign-on', href: '/tools?features=sso' }], more: 0, named: true } })
    // "wiki" is a keyword of Notion: the query finds a page, and no feature is offered.
    expect(answer('notion')).toMatchObject({ features: undefined })
    expect(answer('wiki pages')).toMatchObject({ total: 0, features: { shown: [{ text: '1 tool with Wiki pages', href: '/tools?features=wiki' }] } })

    const without = await startWorker(index)
    await without.next('ready')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    without.post({ kind: 'search', id: 1, query: 'sso', limit: 50 })
    expect(await without.next('found')).toMatchObject({ total: 0, features: { shown: [], more: 0 } })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("finder's features"), expect.anything())
  })

  it('says the search is unavailable when the manifest cannot be read, and fails each query', async () => {
    const worker = await startWorker(new Map())
    expect(await worker.next('unavailable')).toMatchObject({ reason: expect.stringContaining('404') })
    worker.post({ kind: 'search', id: 7, query: 'notion', limit: 50 })
    expect(await worker.next('failed')).toMatchObject({ id: 7 })
  })
})
