/**
 * html-validate over every prerendered page (tests/e2e/html.spec.ts).
 * The recommended and document rules, with these exceptions, each for a reason:
 */
module.exports = {
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React's server renderer writes void elements as <meta/>, boolean attributes as required="",
    // and some attribute names in camelCase (charSet, dateTime). All are valid HTML; these rules
    // only ask for a different style that React does not offer.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'attr-case': 'off',
    // React's useId ids start with an underscore ("_i1-R_0_"). HTML allows any id without spaces.
    'valid-id': ['error', { relaxed: true }],
    // The card lists and scoring bars are named with aria-label, which ARIA allows on lists;
    // the names are what screen readers announce and what the tests find them by.
    'aria-label-misuse': 'off',
    // Page titles are written for people; the head-contract test warns past about 60 characters.
    'long-title': 'off',
  },
}
