import { Compass, Menu, X } from 'lucide-react'
import { useLocation } from 'react-router-dom'
import SearchDialog from '../islands/SearchDialog'
import { island } from '../page/island'
import { site } from '../shared/site'
import { inSection, MAIN_NAV } from './nav'

const SearchIsland = island(SearchDialog)

function NavLinks({ route, className, linkClassName }: { route: string; className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {MAIN_NAV.map((item) => {
        const current = inSection(route, item.section)
        return (
          <li key={item.href}>
            <a href={item.href} aria-current={current ? 'page' : undefined} className={linkClassName}>
              {item.label}
            </a>
          </li>
        )
      })}
    </ul>
  )
}

const linkBase =
  'flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-950 aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-800'

/**
 * The sticky header: brand, main navigation, search, and the small-screen
 * menu. On a screen of little height (a phone turned sideways, a page zoomed
 * to 200% and more) it scrolls away with the page: held at the top it took a
 * third of a 400% zoom's view, and with the compare tray at the foot left
 * some 7px to read.
 */
export function SiteHeader() {
  const { pathname } = useLocation()
  return (
    <header className="sticky top-0 z-40 print:hidden short:static border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <button
          type="button"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
          data-opens-dialog="mobile-nav"
          aria-haspopup="dialog"
          aria-expanded="false"
          aria-controls="mobile-nav"
        >
          <Menu aria-hidden="true" className="size-5" />
          <span className="sr-only">Open navigation</span>
        </button>
        <a href="/" className="mr-2 flex min-h-11 items-center gap-2 text-lg font-bold tracking-tight text-slate-950">
          <Compass aria-hidden="true" className="size-6 text-indigo-600" />
          {site.name}
        </a>
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks route={pathname} className="flex items-center gap-1" linkClassName={linkBase} />
        </nav>
        {/* A flex box and a button of fixed least size: a header painted while its button is parsed part way (a slow
            device) keeps the button where it ends (no baseline of a half-read button moving it). */}
        <div className="ml-auto flex">
          <SearchIsland />
        </div>
      </div>
      <dialog
        id="mobile-nav"
        aria-labelledby="mobile-nav-title"
        className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-slate-950/50"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          {/* The menu's title names the dialog but is no heading: the header comes before <main>, and the
              document's first <h1> must be the page's own title (crawlers and audits read it as the page's heading). */}
          <p id="mobile-nav-title" className="text-base font-semibold text-slate-950">
            Navigation
          </p>
          <button
            type="button"
            data-closes-dialog=""
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close navigation</span>
          </button>
        </div>
        <nav aria-label="Main menu" className="p-3">
          <NavLinks route={pathname} className="flex flex-col gap-1" linkClassName={`${linkBase} text-base`} />
        </nav>
      </dialog>
    </header>
  )
}
