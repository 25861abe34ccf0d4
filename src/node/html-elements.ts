/**
 * The elements of HTML (and the SVG ones a page might draw inline), by
 * name: a lower-case JSX name in MDX is written out as it is, so one that
 * is none of these is a component name with the wrong case ("<toolcard>").
 */
export const HTML_ELEMENTS = new Set(
  (
    'a abbr address area article aside audio b bdi bdo blockquote br button canvas caption cite code col colgroup data datalist dd del ' +
    'details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr i iframe img input ins ' +
    'kbd label legend li link main map mark menu meter nav noscript object ol optgroup option output p picture pre progress q rp rt ruby s ' +
    'samp search section select slot small source span strong sub summary sup table tbody td template textarea tfoot th thead time tr track ' +
    'u ul var video wbr svg path circle rect line polyline polygon ellipse g defs use symbol title desc text tspan lineargradient stop'
  ).split(' '),
)
