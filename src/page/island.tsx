import { createContext, useContext, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { Embed, IslandModule, Wake } from '../islands/parts/island-module'
import { IslandBoundary } from '../islands/parts/IslandBoundary'
import { WITHOUT_SCRIPT } from './without-script'

/**
 * Every island, from the files directly in src/islands/: the file name is
 * the island's name (the browser's loader globs the same files, so the two
 * cannot disagree), and the module says when it wakes and whether writers
 * embed it by name.
 */
const modules = import.meta.glob<IslandModule>('../islands/*.tsx', { eager: true })

interface RegisteredIsland {
  name: string
  wake: Wake
  embed?: Embed
  label: string
}

const registered = new Map<ComponentType<never>, RegisteredIsland>(
  Object.entries(modules).map(([file, module]) => [module.default, { name: file.replace(/^.*\/|\.tsx$/g, ''), wake: module.wake, embed: module.embed, label: module.label }]),
)

/** Counts islands during one page render, so each gets its own id prefix. */
export const IslandCounter = createContext<{ next: number }>({ next: 0 })

const markers = new Map<ComponentType<never>, ComponentType<never>>()

/**
 * An island component as the page renders it (writers never do this): its
 * server HTML inside a marker carrying its name, wake strategy and props as
 * data attributes, which the loader (src/client/loader.ts) hydrates in
 * place. Each island is rendered as its own root with its own id prefix,
 * exactly as the browser will hydrate it, so ids and markup always match.
 * A component that is not an island file's default export is a build error.
 */
export function island<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const known = markers.get(Component as ComponentType<never>)
  if (known) return known as ComponentType<P>
  const found = registered.get(Component as ComponentType<never>)
  if (!found) throw new Error(`island(${Component.displayName ?? Component.name}): not an island; an island is the default export of a file directly in src/islands/`)
  const { name, wake, label } = found
  function Island(props: P) {
    const counter = useContext(IslandCounter)
    const idPrefix = `i${counter.next++}-`
    const html = renderToString(
      <IslandBoundary name={name} label={label}>
        <Component {...props} />
      </IslandBoundary>,
      { identifierPrefix: idPrefix },
    )
    const withoutScript = WITHOUT_SCRIPT[name]
    return (
      <>
        {withoutScript && (
          <noscript>
            <p className="my-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">{withoutScript}</p>
          </noscript>
        )}
        <div
          className="contents"
          data-island={name}
          data-wake={wake}
          data-props={JSON.stringify(props)}
          data-id-prefix={idPrefix}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </>
    )
  }
  Island.displayName = `Island(${name})`
  markers.set(Component as ComponentType<never>, Island as ComponentType<never>)
  return Island
}

/** The islands writers embed by name in MDX ("RoiCalculator"), as page markers, by name. */
export function embeddedIslands(): Record<string, ComponentType<object>> {
  return Object.fromEntries([...registered].filter(([, found]) => found.embed).map(([Component, found]) => [found.name, island(Component as ComponentType<object>)]))
}

/** The names of the calculators writers can embed, sorted (for `npm run new -- calculator`). */
export function calculatorNames(): string[] {
  return [...registered.values()].filter((found) => found.embed === 'calculator').map((found) => found.name).sort()
}
