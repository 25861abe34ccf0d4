import { Component, type ReactNode } from 'react'

interface Props {
  /** The island's file name, for the console. */
  name: string
  /** What visitors call it, to start a sentence ("The tool finder"); see IslandModule. */
  label?: string
  children: ReactNode
}

/** What visitors read in place of an island that failed: what does not work, and that the rest does. */
export function islandFailure(label = 'This part of the page'): string {
  return `${label} is not working. The rest of the page still works.`
}

/**
 * Keeps a failing island from taking the page down: the island shows a
 * plain sentence in place (never the exception's text, which means nothing
 * to a visitor and may repeat what a link put in the address) and logs the
 * error to the console; the rest of the page stays readable.
 */
export class IslandBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error(`Island "${this.props.name}" failed:`, error)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <p role="alert" className="my-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
        {islandFailure(this.props.label)}
      </p>
    )
  }
}
