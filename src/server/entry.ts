/**
 * The server bundle's entry: the build (scripts/build.mjs) and the dev
 * server (scripts/dev.mjs) load this module and nothing else.
 */
import { registry } from '../content/registry'
import { routeTable } from '../content/routes'
import { buildSearchIndex } from '../search/search-index'
import type { Assets } from './Document'
import { renderPage } from './render'
import { assertLinks, buildSiteFiles, type OutputFile } from './site-files'
import { socialCardJobs } from './social-cards'

export const render = (url: string, assets: Assets) => renderPage(registry, url, assets)
export const buildFiles = (assets: Assets) => buildSiteFiles(registry, assets)
export const routes = () => routeTable(registry.pages)
export const searchIndex = () => buildSearchIndex(registry.pages)
export const checkBuiltLinks = (files: OutputFile[], staticFiles: string[]) => assertLinks(registry, files, staticFiles)
/** The social cards to have in dist/ (rendered and cached by scripts/cards/). */
export const socialCards = () => socialCardJobs(registry)
