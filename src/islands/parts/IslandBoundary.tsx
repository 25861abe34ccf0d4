import { Component, type ReactNode } from 'react'

interface Props {
  name: string
  children: ReactNode
}

/**
 * Keeps a failing island from taking the page down: the island shows the
 * error in place and logs it; the rest of the page stays readable.
 */
export class IslandBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown) {
    console.error(`Island "${this.props.name}" failed:`, error)
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    const status = (error as { status?: number; statusText?: string }).status
    const detail =
      status !== undefined
        ? `${status} ${(error as { statusText?: string }).statusText ?? ''}`.trim()
        : error instanceof Error
          ? error.message
          : String(error)
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <h2 className="text-lg font-semibold">Unexpected Application Error!</h2>
        <p className="mt-1 font-mono text-sm">{detail}</p>
      </div>
    )
  }
}
