import { createElement, type ReactElement, type SVGProps } from 'react'

/**
 * A Lucide icon drawn from its drawing (lucide-react/icons/<name>'s
 * `__iconData`) to Lucide's markup, attribute for attribute
 * (tests/unit/islands/lucide-icon.test.tsx), at a fraction of the cost:
 * the builds take `lucide-react` as icons made by this
 * (src/node/vite-plugin-light-icons.ts). Lucide's own component works out
 * its attributes and class names on every render (a tenth of rendering
 * 11,000 pages, #32) and is 1.5 KB gzip of every island's scripts; here an
 * icon's shapes are made once, and a render is one <svg> around them.
 * Only what the site uses: a colour, size or stroke width of an icon's own
 * is not supported (classes do it).
 */

/** An icon's drawing as Lucide ships it, beside its component. */
export interface IconData {
  name: string
  aliases?: string[]
  node: [tag: string, attributes: Record<string, string>][]
}

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'>

/** Whether the props name the icon for assistive technology (Lucide hides it otherwise). */
const named = (props: IconProps) => Object.entries(props).some(([prop, value]) => (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && value != null)

/** An icon component drawn as Lucide draws it. */
export function lucideIcon({ name, aliases = [], node }: IconData): (props: IconProps) => ReactElement {
  const shapes = node.map(([tag, attributes], place) => createElement(tag, { ...attributes, key: place }))
  const own = ['lucide', `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)]
  function Icon({ className, ...rest }: IconProps) {
    // Lucide's class list: its own classes, then the given ones, each once.
    const classes = [...new Set([...own, ...(className ?? '').split(/\s+/).filter(Boolean)])].join(' ')
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={classes}
        {...(named(rest) ? {} : { 'aria-hidden': 'true' as const })}
        {...rest}
      >
        {shapes}
      </svg>
    )
  }
  Icon.displayName = name
  return Icon
}
