import { toolRoute } from '../content/tool-pages'
import type { Tool } from '../content/tool-schema'

/** A tool's name as a link to its profile: wherever a page names a tool, the reader is one click from everything we know of it. */
export function ToolName({ tool }: { tool: Pick<Tool, 'id' | 'name'> }) {
  return (
    <a href={toolRoute(tool.id)} className="inline-flex min-h-6 items-center underline decoration-slate-300 decoration-1 underline-offset-4 hover:text-indigo-800 hover:decoration-indigo-400">
      {tool.name}
    </a>
  )
}
