import { site } from '../shared/site'
import { FOOTER_NAV, LEGAL_NAV } from './nav'

function FooterColumn({ title, links }: { title: string; links: readonly { label: string; href: string }[] }) {
  const id = `footer-${title.toLowerCase()}`
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-slate-950">
        {title}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="inline-flex min-h-8 items-center text-sm text-slate-600 hover:text-slate-950 hover:underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function SiteFooter() {
  return (
    <footer className="mt-16 print:hidden border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="text-lg font-bold text-slate-950">{site.name}</p>
          <p className="mt-2 max-w-md text-sm text-slate-600">
            {site.name} helps businesses and teams make informed decisions about the software they buy, with honest rankings, side-by-side
            comparisons and free calculators. We may earn a commission from some links; it never decides a ranking.
          </p>
        </div>
        <FooterColumn title="Navigation" links={FOOTER_NAV} />
        <FooterColumn title="Legal" links={LEGAL_NAV} />
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-slate-600 sm:px-6">
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
