import type { PageEntry } from '../content/entries'
import { describeLines } from '../content/todo'

/**
 * The preview's notice on a page the build will not publish: one marked
 * `draft: true`, or one still holding TODO markers (in itself or in the tools
 * data it names), with where they are, so the writer knows what is left.
 */
export function DraftBanner({ page }: { page: Pick<PageEntry, 'data' | 'todos'> }) {
  const todos = page.todos ?? []
  if (!page.data.draft && todos.length === 0) return null
  return (
    <div role="note" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
      {page.data.draft ? (
        <p>Draft: this page is only shown in the preview and is left out of the published site.</p>
      ) : (
        <p>Draft: this page still has TODO markers, so the build will not publish it until they are all replaced.</p>
      )}
      {todos.length > 0 && (
        <ul className="mt-1 font-normal">
          {todos.map((markers) => (
            <li key={markers.file}>
              <code>{markers.file}</code>: TODO on {describeLines(markers.lines)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
