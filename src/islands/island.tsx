import { createContext, useContext, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { IslandBoundary } from './IslandBoundary'
import type { IslandName, Wake } from './manifest'

/** Counts islands during one page render, so each gets its own id prefix. */
export const IslandCounter = createContext<{ next: number }>({ next: 0 })

/**
 * Wraps an interactive component for the MDX component map (writers never
 * do this). On the server it renders the component's HTML inside a marker
 * carrying its name, wake strategy and props as data attributes; the
 * loader (src/client/loader.ts) hydrates the marker in place. Each island
 * is rendered as its own root with its own id prefix, exactly as the
 * browser will hydrate it, so ids and markup always match.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>, wake: Wake) {
  function Island(props: P) {
    const counter = useContext(IslandCounter)
    const idPrefix = `i${counter.next++}-`
    const html = renderToString(
      <IslandBoundary name={name}>
        <Component {...props} />
      </IslandBoundary>,
      { identifierPrefix: idPrefix },
    )
    return (
      <div
        className="contents"
        data-island={name}
        data-wake={wake}
        data-props={JSON.stringify(props)}
        data-id-prefix={idPrefix}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
