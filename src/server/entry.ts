/**
 * The dev server's entry (scripts/dev.mjs, scripts/content-check.mjs): the
 * site over the registry that Vite's glob compiles page by page on request.
 * The build uses build-entry.ts instead, with pages compiled in parallel.
 */
import { registry } from '../content/registry'
import { siteApi } from './site-api'

export const { render, buildFiles, routes, searchIndex, checkBuiltLinks, socialCards } = siteApi(registry)
