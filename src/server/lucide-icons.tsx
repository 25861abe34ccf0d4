import { createElement, type ReactElement, type SVGProps } from 'react'
import * as arrowRight from 'lucide-react/icons/arrow-right'
import * as arrowUp from 'lucide-react/icons/arrow-up'
import * as calculator from 'lucide-react/icons/calculator'
import * as calendarDays from 'lucide-react/icons/calendar-days'
import * as check from 'lucide-react/icons/check'
import * as chevronDown from 'lucide-react/icons/chevron-down'
import * as chevronLeft from 'lucide-react/icons/chevron-left'
import * as chevronRight from 'lucide-react/icons/chevron-right'
import * as chevronUp from 'lucide-react/icons/chevron-up'
import * as circleCheck from 'lucide-react/icons/circle-check'
import * as circleExclamationPoint from 'lucide-react/icons/circle-exclamation-point'
import * as clock from 'lucide-react/icons/clock'
import * as compass from 'lucide-react/icons/compass'
import * as externalLink from 'lucide-react/icons/external-link'
import * as fileText from 'lucide-react/icons/file-text'
import * as house from 'lucide-react/icons/house'
import * as imageOff from 'lucide-react/icons/image-off'
import * as info from 'lucide-react/icons/info'
import * as listChecks from 'lucide-react/icons/list-checks'
import * as mail from 'lucide-react/icons/mail'
import * as menu from 'lucide-react/icons/menu'
import * as messageSquareExclamationPoint from 'lucide-react/icons/message-square-exclamation-point'
import * as minus from 'lucide-react/icons/minus'
import * as plus from 'lucide-react/icons/plus'
import * as scale from 'lucide-react/icons/scale'
import * as search from 'lucide-react/icons/search'
import * as searchX from 'lucide-react/icons/search-x'
import * as share2 from 'lucide-react/icons/share-2'
import * as star from 'lucide-react/icons/star'
import * as tags from 'lucide-react/icons/tags'
import * as triangleExclamationPoint from 'lucide-react/icons/triangle-exclamation-point'
import * as undo2 from 'lucide-react/icons/undo-2'
import * as user from 'lucide-react/icons/user'
import * as x from 'lucide-react/icons/x'

/**
 * Lucide's icons as the build draws them into pages: the server bundle
 * takes its `lucide-react` from here (src/node/vite-plugin-server-icons.ts),
 * the browser's bundles and the preview take Lucide's own. The markup is
 * Lucide's, attribute for attribute (tests/unit/server/lucide-icons.test.tsx),
 * so islands hydrate over it; the cost is not. Lucide's component works out
 * its attributes and class names on every render, a tenth of rendering
 * 11,000 pages (#32); here an icon's shapes are made once, and a render is
 * one <svg> around them. Every icon src/ imports from lucide-react must be
 * here (the server build fails on a missing one, and the test names it).
 * Only what the site uses: a colour, size or stroke width of an icon's own
 * is not supported (classes do it).
 */

/** An icon's drawing as Lucide ships it, beside its component (lucide-react/icons/<name>). */
interface IconData {
  name: string
  aliases?: string[]
  node: [tag: string, attributes: Record<string, string>][]
}

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'>

/** Whether the props name the icon for assistive technology (Lucide hides it otherwise). */
const named = (props: IconProps) => Object.entries(props).some(([prop, value]) => (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && value != null)

/** An icon drawn from its module's data (lucide-react/icons/<name>), as Lucide draws it. */
export function serverIcon(module: unknown): (props: IconProps) => ReactElement {
  const { name, aliases = [], node } = (module as { __iconData: IconData }).__iconData
  const shapes = node.map(([tag, attributes]) => createElement(tag, attributes))
  const own = ['lucide', `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)]
  function Icon({ className, ...rest }: IconProps) {
    // Lucide's class list: its own classes, then the given ones, each once.
    const classes = [...new Set([...own, ...(className ?? '').split(/\s+/).filter(Boolean)])].join(' ')
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={classes}
        {...(named(rest) ? {} : { 'aria-hidden': 'true' as const })}
        {...rest}
      >
        {shapes}
      </svg>
    )
  }
  Icon.displayName = name
  return Icon
}

export const ArrowRight = serverIcon(arrowRight)
export const ArrowUp = serverIcon(arrowUp)
export const Calculator = serverIcon(calculator)
export const CalendarDays = serverIcon(calendarDays)
export const Check = serverIcon(check)
export const ChevronDown = serverIcon(chevronDown)
export const ChevronLeft = serverIcon(chevronLeft)
export const ChevronRight = serverIcon(chevronRight)
export const ChevronUp = serverIcon(chevronUp)
export const CircleAlert = serverIcon(circleExclamationPoint)
export const CircleCheck = serverIcon(circleCheck)
export const Clock = serverIcon(clock)
export const Compass = serverIcon(compass)
export const ExternalLink = serverIcon(externalLink)
export const FileText = serverIcon(fileText)
export const Home = serverIcon(house)
export const ImageOff = serverIcon(imageOff)
export const Info = serverIcon(info)
export const ListChecks = serverIcon(listChecks)
export const Mail = serverIcon(mail)
export const Menu = serverIcon(menu)
export const MessageSquareWarning = serverIcon(messageSquareExclamationPoint)
export const Minus = serverIcon(minus)
export const Plus = serverIcon(plus)
export const Scale = serverIcon(scale)
export const Search = serverIcon(search)
export const SearchX = serverIcon(searchX)
export const Share2 = serverIcon(share2)
export const Star = serverIcon(star)
export const Tags = serverIcon(tags)
export const AlertTriangle = serverIcon(triangleExclamationPoint)
export const Undo2 = serverIcon(undo2)
export const User = serverIcon(user)
export const X = serverIcon(x)
