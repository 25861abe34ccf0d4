import { hasAllFeatures, hasFinderFeature, judgedOn, missingOnlyUnchecked, type FinderFeature } from './catalogue-features'
import { categorySlug } from '../shared/slug'
import { passesOtherFilters, type CatalogueTool, type FinderState } from './tool-catalogue'

/**
 * The numbers beside the finder's feature checkboxes, as facet counts on
 * G2 or Capterra: how many tools ticking a feature would leave, given
 * everything else chosen; and how many tools the ticked features leave
 * out only because nobody has checked them. Pure.
 */

/**
 * For each feature id, the tools that pass the other filters and have
 * every ticked feature and this one: for a ticked feature, the tools shown.
 */
export function featureCounts(tools: readonly CatalogueTool[], state: FinderState, ids: readonly string[]): Map<string, number> {
  const base = tools.filter((tool) => passesOtherFilters(tool, state) && hasAllFeatures(tool.features, state.features))
  return new Map(ids.map((id) => [id, base.reduce((count, tool) => count + (hasFinderFeature(tool.features, id) ? 1 : 0), 0)]))
}

/**
 * The tools that pass the other filters and would pass the ticked features, as far as anyone has checked, but not
 * every ticked feature is checked. A tool is "not checked" for a feature only if it is judged on it (the shared
 * features and its field's: judgedOn); `features` says each feature's field.
 */
export function uncheckedLeftOut(tools: readonly CatalogueTool[], state: FinderState, features: readonly FinderFeature[]): number {
  if (state.features.length === 0) return 0
  const byId = new Map(features.map((feature) => [feature.id, feature]))
  return tools.reduce((count, tool) => {
    const field = categorySlug(tool.group)
    const judged = (id: string) => byId.has(id) && judgedOn(byId.get(id)!, field)
    return count + (passesOtherFilters(tool, state) && missingOnlyUnchecked(tool.features, state.features, judged) ? 1 : 0)
  }, 0)
}
