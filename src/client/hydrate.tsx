import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { IslandBoundary } from '../islands/parts/IslandBoundary'

/** Calls onReady once its children have hydrated. A single-child wrapper, so it leaves useId values unchanged. */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady])
  return children
}

/**
 * Hydrates one island marker in place. Resolves once React has hydrated it,
 * so the loader can replay the click that woke it.
 *
 * Hydration runs as a transition: React then works in slices of a few
 * milliseconds and yields between them, so waking a calculator never blocks
 * the main thread for long (a plain hydrateRoot is one task, which on a slow
 * phone is long enough to delay a tap).
 */
export function hydrateIsland(element: HTMLElement, name: string, Component: ComponentType<object>, label?: string): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  return new Promise((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <Ready onReady={resolve}>
          <IslandBoundary name={name} label={label}>
            <Component {...props} />
          </IslandBoundary>
        </Ready>,
        {
          identifierPrefix: element.dataset.idPrefix,
          onRecoverableError: (error) => console.error(`Island "${name}" could not hydrate cleanly:`, error),
        },
      )
    })
  })
}
