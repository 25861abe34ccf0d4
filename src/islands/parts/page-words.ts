/**
 * A numbered page of a directory (/tools/page/2) says so in its title, its
 * heading, its breadcrumb and its lead ("(page 2 of 5)", "Page 2 of 5."),
 * as prerendered. A filtered view leaves that page for the directory's own
 * address (/tools?features=sso) and shows that address's list: the page's
 * words go with it, and come back with the page (Back).
 */
const PAGE_WORDS = / \(page \d+ of \d+\)$| Page \d+ of \d+\.$/

/** The page's own texts, as prerendered, read the first time they are changed. */
let own: { title: string; texts: [Element, string][] } | undefined

export function showPageWords(shown: boolean) {
  // The first <h1> is the page's title; the breadcrumb's last item and the lead under the heading repeat its page.
  own ??= {
    title: document.title,
    texts: [document.querySelector('h1'), document.querySelector('nav[aria-label="Breadcrumb"] [aria-current="page"]'), document.querySelector('h1 + p')].flatMap((element) => (element?.textContent ? [[element, element.textContent] as [Element, string]] : [])),
  }
  const words = (text: string) => (shown ? text : text.replace(PAGE_WORDS, ''))
  document.title = words(own.title)
  for (const [element, text] of own.texts) element.textContent = words(text)
}
