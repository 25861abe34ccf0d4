/**
 * An MDX ESM node that exports a plain value, for compile-time plugins:
 * `export const name = <value>`, built as estree so MDX compiles it as is.
 */
type Literal = string | number | boolean | null
export type Value = Literal | Value[] | { [key: string]: Value }

function toEstree(value: Value): unknown {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(toEstree) }
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier', name: key },
        value: toEstree(item),
      })),
    }
  }
  return { type: 'Literal', value }
}

export function esmExport(name: string, value: Value) {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            source: null,
            attributes: [],
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: toEstree(value) }],
            },
          },
        ],
      },
    },
  }
}

/** The part of a VFile the plugins use: its data bag. */
export interface FileWithData {
  data: Record<string, unknown>
}

/**
 * Keeps a value a page exports at compile time in `file.data.pageExports`
 * too, so the build's compiler can hand it over without importing the
 * compiled module (an import costs about a quarter of a page's compile).
 */
export function recordExport(file: FileWithData, name: string, value: unknown): void {
  const exports = (file.data.pageExports ??= {}) as Record<string, unknown>
  exports[name] = value
}

/** What `recordExport` kept for a compiled file. */
export const recordedExports = (file: FileWithData): Record<string, unknown> => (file.data.pageExports ?? {}) as Record<string, unknown>

/** Appends `export const name = value` to a page and records the value (see recordExport). */
export function exportFromPage(tree: { children: unknown[] }, file: FileWithData, name: string, value: Value): void {
  tree.children.push(esmExport(name, value))
  recordExport(file, name, value)
}
