import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IslandBoundary, islandFailure } from '../../../src/islands/parts/IslandBoundary'

/** The boundary as React drives it once its island threw: state from getDerivedStateFromError, then componentDidCatch, then render. */
function failWith(error: unknown, label?: string) {
  const boundary = new IslandBoundary({ name: 'ToolFinder', label, children: <p>the island</p> })
  boundary.state = IslandBoundary.getDerivedStateFromError()
  boundary.componentDidCatch(error)
  return renderToString(<>{boundary.render()}</>)
}

describe('an island that fails', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows its children while nothing has failed', () => {
    const boundary = new IslandBoundary({ name: 'ToolFinder', label: 'The tool finder', children: <p>the island</p> })
    expect(renderToString(<>{boundary.render()}</>)).toBe('<p>the island</p>')
  })

  it('shows visitors a plain sentence naming what does not work, never the exception, and logs the error to the console', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = new TypeError('The comparison function must be either a function or undefined: <b>__proto__</b>')
    const html = failWith(error, 'The tool finder')
    expect(html).toBe('<p role="alert" class="my-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">The tool finder is not working. The rest of the page still works.</p>')
    expect(html).not.toMatch(/comparison function|__proto__|TypeError/)
    expect(log).toHaveBeenCalledWith('Island "ToolFinder" failed:', error)
  })

  it('says "this part of the page" for an island that does not say what visitors call it, and the same for anything thrown', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const thrown of [new Error('x'), 'a string', { status: 500, statusText: 'Internal Server Error' }, null]) {
      expect(failWith(thrown)).toContain('>This part of the page is not working. The rest of the page still works.</p>')
    }
    expect(islandFailure('This calculator')).toBe('This calculator is not working. The rest of the page still works.')
  })
})
