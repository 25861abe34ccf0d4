import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * The layers of src/ and which way their imports may point. A layer is a
 * folder directly under src/; a module may import its own layer, the layers
 * listed here, and the packages its layer is not barred from. The README's
 * "How it is built" describes the same picture in words.
 */
export interface LayerRule {
  /** The other layers this one may import. */
  imports: readonly string[]
  /** Package names (or prefixes ending in "/" or ":") this layer may not import. */
  barredPackages?: readonly string[]
}

/** React and what is built on it: the pure layers compute, they never render. */
const REACT = ['react', 'react-dom', 'react-router-dom', '@headlessui/react', '@mdx-js/react', 'lucide-react', 'sonner']
/** What must never reach a browser: Node's modules, the server renderer, the build's tools and the schema library. */
const SERVER_ONLY = ['node:', 'react-dom/server', 'zod', 'yaml', 'vite', '@mdx-js/mdx', 'satori']

export const LAYERS: Record<string, LayerRule> = {
  // Pure: no React, no I/O; each a set of functions of plain data.
  shared: { imports: [], barredPackages: [...REACT, 'zod'] },
  // What a tool costs and offers, as data: plans, features, the rows of a feature table.
  catalogue: { imports: ['shared'], barredPackages: [...REACT, 'zod'] },
  content: { imports: ['shared', 'catalogue'], barredPackages: REACT },
  calculators: { imports: ['shared'], barredPackages: [...REACT, 'zod'] },
  search: { imports: ['shared', 'catalogue', 'content'], barredPackages: REACT },
  seo: { imports: ['shared', 'catalogue', 'content'], barredPackages: REACT },
  // The browser: islands, and the loader that wakes them with the frame's plain behaviours (the compare tray reads catalogue's rules).
  islands: { imports: ['shared', 'catalogue', 'calculators', 'search'], barredPackages: SERVER_ONLY },
  client: { imports: ['shared', 'catalogue', 'islands'], barredPackages: SERVER_ONLY },
  // Rendered at build time, never shipped: the page kit, the MDX components, the page frame, the document.
  page: { imports: ['shared', 'catalogue', 'content', 'islands'] },
  mdx: { imports: ['shared', 'catalogue', 'content', 'search', 'seo', 'page', 'islands'] },
  layout: { imports: ['shared', 'catalogue', 'content', 'search', 'seo', 'page', 'mdx', 'islands'] },
  server: { imports: ['shared', 'catalogue', 'content', 'search', 'seo', 'page', 'mdx', 'layout', 'islands'] },
  // The build's own code in TypeScript: MDX plugins, Vite plugins, the page compiler.
  node: { imports: ['shared', 'catalogue', 'content'], barredPackages: REACT },
}

export interface SourceFile {
  /** Path from the project root, with forward slashes ("src/content/schema.ts"). */
  file: string
  source: string
}

/** Every .ts and .tsx file under `folder`, relative to `root`. */
export function readSources(root: string, folder = 'src'): SourceFile[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`
    if (entry.isDirectory()) return readSources(root, file)
    return /\.tsx?$/.test(entry.name) ? [{ file, source: readFileSync(path.join(root, file), 'utf8') }] : []
  })
}

/** What a module imports: every static, dynamic and type import, re-export, and import.meta.glob pattern. */
export function importsOf(source: string): string[] {
  const specifiers = ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName)
  const globs = [...source.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*(\[[^\]]*\]|(['"`])[^'"`]*\2)/g)].flatMap((match) => [...match[1]!.matchAll(/(['"`])([^'"`]+)\1/g)].map((m) => m[2]!))
  return [...specifiers, ...globs]
}

/** The layer a file under src/ belongs to: its first folder, or "" for a file directly in src/. */
export function layerOf(file: string): string {
  const parts = file.split('/')
  return parts[0] === 'src' && parts.length > 2 ? parts[1]! : ''
}

/** The layer an import points at, or the package it names. */
function target(from: string, specifier: string): { layer: string } | { package: string } | undefined {
  if (specifier.startsWith('.')) return { layer: layerOf(path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))) }
  if (specifier.startsWith('/src/')) return { layer: layerOf(specifier.slice(1)) }
  if (specifier.startsWith('/') || specifier.startsWith('virtual:')) return undefined
  return { package: specifier }
}

const bars = (specifier: string, barred: string) => (barred.endsWith('/') || barred.endsWith(':') ? specifier.startsWith(barred) : specifier === barred || specifier.startsWith(`${barred}/`))

/** Every import that points the wrong way, as "file: imports specifier (why)". */
export function forbiddenImports(files: readonly SourceFile[], layers: Record<string, LayerRule> = LAYERS): string[] {
  const problems: string[] = []
  for (const { file, source } of files) {
    const layer = layerOf(file)
    const rule = layers[layer]
    if (!rule) {
      problems.push(`${file}: is in no layer (${layer ? `src/${layer}/ is not one of ${Object.keys(layers).join(', ')}` : 'a file directly in src/'})`)
      continue
    }
    for (const specifier of importsOf(source)) {
      const to = target(file, specifier)
      if (!to) continue
      if ('layer' in to) {
        if (to.layer !== layer && !rule.imports.includes(to.layer)) problems.push(`${file}: imports ${specifier} (${layer} may not import ${to.layer || 'a file directly in src/'})`)
      } else {
        const barred = rule.barredPackages?.find((name) => bars(specifier, name))
        if (barred) problems.push(`${file}: imports ${specifier} (${layer} may not import ${barred})`)
      }
    }
  }
  return problems
}
