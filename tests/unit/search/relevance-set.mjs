/**
 * Queries a visitor would type, each with the page that must come first.
 * tests/unit/search/relevance.test.ts runs them against the real search
 * index, today's and one with 5,000 generated pages and 5,000 generated
 * tools, and reports the share found first and the mean reciprocal rank;
 * `npm run bench` asks them of the built site's search at each size it
 * measures, 100,000 tools among them (scripts/bench/search-relevance.mjs),
 * and so does an end-to-end test at today's size. Plain JavaScript, so the
 * bench reads it as Node runs it.
 * Add a line when a query is found wanting; never change an answer to
 * suit the ranking.
 * @type {readonly { query: string, first: string }[]}
 */
export const RELEVANCE_SET = [
  // A tool's name: its profile.
  { query: 'notion', first: '/tools/notion' },
  { query: 'Asana', first: '/tools/asana' },
  { query: 'hubspot', first: '/tools/hubspot' },
  { query: 'vanta', first: '/tools/vanta' },
  { query: 'drata', first: '/tools/drata' },
  { query: 'figma', first: '/tools/figma' },
  { query: 'slack', first: '/tools/slack' },
  { query: 'fireflies', first: '/tools/fireflies' },
  { query: 'otter', first: '/tools/otter' },
  { query: 'monday', first: '/tools/monday' },
  { query: 'google docs', first: '/tools/google-docs' },
  { query: 'clean email', first: '/tools/clean-email' },
  { query: 'fathom', first: '/tools/fathom-video' },
  { query: 'zoom', first: '/tools/zoom' },
  // Two tools: their comparison, whichever order and with or without "vs".
  { query: 'notion asana', first: '/compare/notion-vs-asana' },
  { query: 'notion vs asana', first: '/compare/notion-vs-asana' },
  { query: 'asana vs notion', first: '/compare/notion-vs-asana' },
  { query: 'vanta drata', first: '/compare/vanta-vs-drata' },
  { query: 'drata vs vanta', first: '/compare/vanta-vs-drata' },
  { query: 'hubspot vs salesforce', first: '/compare/hubspot-vs-salesforce' },
  { query: 'hubspot pipedrive', first: '/compare/hubspot-vs-pipedrive' },
  { query: 'rippling gusto', first: '/compare/rippling-vs-gusto' },
  { query: 'rippling vs adp', first: '/compare/rippling-vs-adp' },
  { query: 'figma sketch', first: '/compare/figma-vs-sketch' },
  { query: 'gusto onpay', first: '/compare/gusto-vs-onpay' },
  { query: 'secureframe drata', first: '/compare/secureframe-vs-drata' },
  { query: 'superhuman vs sanebox', first: '/compare/superhuman-vs-sanebox' },
  { query: 'sanebox clean email', first: '/compare/sanebox-vs-clean-email' },
  // Calculators by name, in full or in part.
  { query: 'roi calculator', first: '/calculator/roi' },
  { query: 'roi', first: '/calculator/roi' },
  { query: 'saas breakeven', first: '/calculator/saas-breakeven' },
  { query: 'tool cost calculator', first: '/calculator/tool-cost' },
  { query: 'team productivity', first: '/calculator/team-productivity' },
  { query: 'email time saved', first: '/calculator/email-time-saved' },
  { query: 'compliance roi', first: '/calculator/compliance-automation-roi' },
  // "Best …": the ranking.
  { query: 'best soc 2 compliance software', first: '/best/soc-2-compliance-software' },
  { query: 'soc 2', first: '/best/soc-2-compliance-software' },
  { query: 'knowledge base', first: '/best/knowledge-base-for-teams' },
  { query: 'ai meeting summary', first: '/best/meeting-summary-ai-tools' },
  { query: 'cookie free analytics', first: '/best/analytics-without-cookies' },
  { query: 'employee onboarding', first: '/best/onboarding-tools-for-hr' },
  { query: 'email triage', first: '/best/email-triage-tools-for-freelancers' },
  { query: 'email management tools', first: '/best/email-management-tools-for-professionals' },
  { query: 'collaborative notes', first: '/best/collaborative-notes-for-teams' },
  // Guide topics.
  { query: 'saas evaluation', first: '/guides/saas-evaluation-framework' },
  { query: 'digital transformation', first: '/guides/digital-transformation-tools' },
  { query: 'startup software', first: '/guides/startup-tool-selection' },
  { query: 'security compliance tools', first: '/guides/security-tool-selection' },
  { query: 'cut saas costs', first: '/guides/tool-stack-optimization' },
  // Directories.
  { query: 'comparisons', first: '/comparisons' },
  { query: 'guides', first: '/guides' },
  { query: 'calculators', first: '/calculators' },
  { query: 'all tools', first: '/tools' },
]

/**
 * Misspelled queries that find nothing, the "Did you mean" each must offer, and the page that suggestion puts first.
 * @type {readonly { query: string, suggests: string, first: string }[]}
 */
export const SUGGESTION_SET = [
  { query: 'notoin', suggests: 'notion', first: '/tools/notion' },
  { query: 'calculater', suggests: 'calculator', first: '/calculator/roi' },
  { query: 'roi calculater', suggests: 'roi calculator', first: '/calculator/roi' },
  { query: 'hubsopt', suggests: 'hubspot', first: '/tools/hubspot' },
  { query: 'salesforse', suggests: 'salesforce', first: '/tools/salesforce' },
  { query: 'notion vs asnaa', suggests: 'notion vs asana', first: '/compare/notion-vs-asana' },
  { query: 'compliense', suggests: 'compliance', first: '/calculator/compliance-automation-roi' },
]
