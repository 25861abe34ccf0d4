import { describe, expect, it } from 'vitest'
import { compareStore, type ChoiceStorage } from '../../../src/islands/parts/compare-store'
import { COMPARE_STORAGE_KEY } from '../../../src/islands/parts/compare-key'
import type { Change } from '../../../src/catalogue/compare-choice'

function memoryStorage(initial: Record<string, string> = {}): ChoiceStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial))
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) }
}

const notion = { id: 'notion', name: 'Notion' }
const coda = { id: 'coda', name: 'Coda' }

describe('the compare store', () => {
  it('keeps the choice in storage, tells its listeners each change, and keeps the same object until a change', () => {
    const storage = memoryStorage({ [COMPARE_STORAGE_KEY]: JSON.stringify([notion]) })
    const store = compareStore(() => storage)
    const heard: (Change | undefined)[] = []
    const stop = store.subscribe((change) => heard.push(change))
    const before = store.chosen()
    expect(before).toEqual([notion])
    expect(store.chosen()).toBe(before)
    store.toggle(coda)
    expect(store.chosen()).toEqual([notion, coda])
    expect(storage.items.get(COMPARE_STORAGE_KEY)).toBe(JSON.stringify([notion, coda]))
    store.remove('notion')
    expect(store.remove('guru')).toBeNull()
    expect(heard.map((change) => change?.kind)).toEqual(['added', 'removed'])
    stop()
    store.toggle(notion)
    expect(heard).toHaveLength(2)
    expect(store.kept()).toBe(true)
  })

  it('reads again when asked (a page back from the back-forward cache), telling listeners without a change', () => {
    const storage = memoryStorage()
    const store = compareStore(() => storage)
    expect(store.chosen()).toEqual([])
    storage.items.set(COMPARE_STORAGE_KEY, JSON.stringify([coda]))
    const heard: (Change | undefined)[] = []
    store.subscribe((change) => heard.push(change))
    store.reload()
    expect(store.chosen()).toEqual([coda])
    expect(heard).toEqual([undefined])
  })

  it('refuses a fifth without writing, and tells listeners so', () => {
    const storage = memoryStorage()
    const store = compareStore(() => storage)
    for (const id of ['a', 'b', 'c', 'd']) store.toggle({ id, name: id.toUpperCase() })
    const written = storage.items.get(COMPARE_STORAGE_KEY)
    const heard: (Change | undefined)[] = []
    store.subscribe((change) => heard.push(change))
    expect(store.toggle({ id: 'e', name: 'E' }).kind).toBe('refused')
    expect(storage.items.get(COMPARE_STORAGE_KEY)).toBe(written)
    expect(heard.map((change) => change?.kind)).toEqual(['refused'])
  })

  it('where storage throws, keeps the choice for this page and says it is not kept', () => {
    const store = compareStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(store.chosen()).toEqual([])
    expect(store.kept()).toBe(false)
    store.toggle(notion)
    expect(store.chosen()).toEqual([notion])
  })

  it('where storage reads but will not write (full), keeps the choice for this page and says so', () => {
    const storage = memoryStorage()
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    }
    const store = compareStore(() => storage)
    expect(store.kept()).toBe(true)
    store.toggle(notion)
    expect(store.chosen()).toEqual([notion])
    expect(store.kept()).toBe(false)
  })
})
