import type { ComponentType } from 'react'

/**
 * Every island the browser can wake, by name. Each entry is a separate
 * chunk, fetched only when an island of that name wakes on the page.
 */
export const islandLoaders = {
  SearchDialog: () => import('./SearchDialog'),
  ComplianceRoiCalculator: () => import('./ComplianceRoiCalculator'),
  EmailTimeCalculator: () => import('./EmailTimeCalculator'),
  FilterableCards: () => import('./FilterableCards'),
  RoiCalculator: () => import('./RoiCalculator'),
  SaasBreakevenCalculator: () => import('./SaasBreakevenCalculator'),
  TeamProductivityCalculator: () => import('./TeamProductivityCalculator'),
  ToolCostCalculator: () => import('./ToolCostCalculator'),
  ToolDirectory: () => import('./ToolDirectory'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>

export type IslandName = keyof typeof islandLoaders

/**
 * When an island loads its JavaScript:
 * load: at once (calculators); visible: when scrolled near; idle: when the
 * browser is idle; intent: on hover, focus or click (the search dialog).
 */
export type Wake = 'load' | 'visible' | 'idle' | 'intent'
