/**
 * The project's one name: the package's, and the prefix of every default
 * path the scripts make (nginx's run folder, temporary copies). The site's
 * own name, shown to visitors, is `site.name` in src/shared/site.ts; a test
 * keeps the two the same.
 */
export const PROJECT_NAME = 'toolcompass'
