/**
 * An MDX ESM node that exports a plain value, for compile-time plugins:
 * `export const name = <value>`, built as estree so MDX compiles it as is.
 */
type Literal = string | number | boolean | null
type Value = Literal | Value[] | { [key: string]: Value }

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
