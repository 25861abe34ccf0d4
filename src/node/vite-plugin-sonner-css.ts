import type { Plugin } from 'vite'

/**
 * sonner appends a <style> element when it loads, which a Content Security
 * Policy of `style-src 'self'` forbids. This turns that off; the Toasts
 * island imports sonner's own stylesheet as a normal CSS file instead.
 */
export default function sonnerWithoutInlineStyle(): Plugin {
  return {
    name: 'toolcompass:sonner-css',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null
      const patched = code.replace('function __insertCSS(code) {', 'function __insertCSS(code) {\n  return\n')
      if (patched === code) throw new Error('sonner: __insertCSS not found; check the sonner version against src/node/vite-plugin-sonner-css.ts')
      return { code: patched, map: null }
    },
  }
}
