/**
 * A best-of page's section nav (its sticky row of links to the page's
 * sections): shown once the page is scrolled past 200 px, its link to the
 * section whose top is within 100 px of the bars above marked current.
 * Loaded by the frame (frame.ts) only on a page that has one.
 */

/** The section nav appears once the page is scrolled past this depth. */
const SECTION_NAV_THRESHOLD = 200
/** A section is current once its top is within this distance of the bars above it. */
const ACTIVE_SECTION_WITHIN = 100

export function sectionNav(nav: HTMLElement) {
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
  const sections = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))))
  const header = document.querySelector('header')
  let ticking = false
  /** The last section marked; the row is scrolled only when it changes. */
  let shown = -1
  const update = () => {
    ticking = false
    const visible = window.scrollY > SECTION_NAV_THRESHOLD
    nav.toggleAttribute('data-visible', visible)
    const covered = (header?.getBoundingClientRect().height ?? 0) + nav.getBoundingClientRect().height
    let active = -1
    if (visible) sections.forEach((section, index) => {
      if (section && section.getBoundingClientRect().top - covered <= ACTIVE_SECTION_WITHIN) active = index
    })
    links.forEach((link, index) => {
      if (index === active) link.setAttribute('aria-current', 'true')
      else link.removeAttribute('aria-current')
    })
    // The marked link is brought to the start of the nav's row (it scrolls sideways on a phone), scrolling the row alone.
    // Not scrollIntoView: that also makes the link the point the next Tab starts from, and a reader who jumped to a
    // section and pressed Tab was sent back into the nav instead of on through the section.
    const link = links[active]
    const row = link?.parentElement?.parentElement
    if (active !== shown && link && row) row.scrollLeft += link.getBoundingClientRect().left - row.getBoundingClientRect().left - 16
    shown = active
  }
  window.addEventListener('scroll', () => {
    if (!ticking) requestAnimationFrame(update)
    ticking = true
  }, { passive: true })
  update()
}
