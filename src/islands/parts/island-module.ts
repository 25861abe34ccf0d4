import type { ComponentType } from 'react'

/**
 * When an island loads its JavaScript: load, at once; visible, when scrolled
 * near; idle, when the browser is idle after the first paint; intent, on
 * hover, focus or click (the search dialog).
 */
export type Wake = 'load' | 'visible' | 'idle' | 'intent'

/**
 * How writers use an island. "calculator": by its name in a calculator
 * page's MDX (`<RoiCalculator />`). Islands without it are parts of an MDX
 * component or of the page frame, which give them their props.
 */
export type Embed = 'calculator'

/**
 * What every file directly in src/islands/ exports. The file is the
 * registration: its name is the island's name in MDX and in the page's
 * markers, and the loader finds its chunk by the same name.
 */
export interface IslandModule {
  default: ComponentType<never>
  wake: Wake
  embed?: Embed
  /**
   * What visitors call the island, to start a sentence ("The tool finder"):
   * if it fails, they read that it is not working (IslandBoundary).
   */
  label: string
}

/**
 * How every calculator is registered: it wakes once the page is idle, just
 * after its first paint (until then its server-rendered form submits its
 * inputs as the URL parameters the island reads), and writers embed it by
 * its name in a calculator page. Each calculator file: `export const { wake, embed, label } = CALCULATOR`.
 */
export const CALCULATOR = { wake: 'idle', embed: 'calculator', label: 'This calculator' } as const satisfies Pick<IslandModule, 'wake' | 'embed' | 'label'>
