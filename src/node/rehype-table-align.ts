/**
 * GFM table alignment (`| ---: |`) would reach the page as inline
 * `style="text-align:right"`, which a strict Content Security Policy
 * refuses. This turns it into a class (styled in src/styles/global.css).
 */
interface Node {
  type: string
  tagName?: string
  properties?: Record<string, unknown>
  children?: Node[]
}

export default function rehypeTableAlign() {
  return (tree: Node) => {
    const visit = (node: Node) => {
      if (node.type === 'element' && (node.tagName === 'td' || node.tagName === 'th') && node.properties) {
        const align = node.properties.align
        if (typeof align === 'string') {
          delete node.properties.align
          const existing = Array.isArray(node.properties.className) ? node.properties.className : []
          node.properties.className = [...existing, `align-${align}`]
        }
      }
      node.children?.forEach(visit)
    }
    visit(tree)
  }
}
