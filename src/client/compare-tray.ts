import { changeMessage, compareLink, isChosen, type Change, type Choice } from '../catalogue/compare-choice'
import { compare } from '../islands/parts/compare-store'

/**
 * The compare tray and the "Compare" toggles of prerendered cards, in plain
 * script: best-of pages and profiles never load React for them. The loader
 * brings this chunk in when a toggle is first hovered, focused or pressed,
 * or at once when a choice is already stored (src/client/compare-wake.ts).
 * The markup is the frame's (src/layout/CompareTray.tsx); the choice is
 * the store's (session storage), shared with the tool finder's toggles,
 * which React draws and presses itself.
 */

const TOGGLE = '[data-compare-toggle]'

function part<T extends Element = HTMLElement>(tray: Element, name: string): T {
  const found = tray.querySelector<T>(`[data-compare-${name}]`)
  if (!found) throw new Error(`The compare tray has no [data-compare-${name}]`)
  return found
}

/** A toggle the page's own HTML holds, which this script presses; the tool finder's are React's. */
const plainToggles = () => [...document.querySelectorAll<HTMLButtonElement>(TOGGLE)].filter((toggle) => !toggle.closest('[data-island]'))

export function startCompareTray(tray: HTMLElement) {
  const status = part(tray, 'status')
  const space = part(tray, 'space')
  const panel = part(tray, 'panel')
  const refusal = part(tray, 'refusal')
  const note = part(tray, 'note')
  const list = part<HTMLUListElement>(tray, 'list')
  const disclosure = part<HTMLButtonElement>(tray, 'disclosure')
  const count = part(tray, 'count')
  const link = part<HTMLAnchorElement>(tray, 'link')
  const chip = part<HTMLTemplateElement>(tray, 'chip')

  const setOpen = (open: boolean) => {
    list.toggleAttribute('data-open', open)
    disclosure.setAttribute('aria-expanded', String(open))
  }

  const draw = (choice: Choice) => {
    list.replaceChildren(
      ...choice.map((tool) => {
        const item = chip.content.firstElementChild!.cloneNode(true) as HTMLLIElement
        part(item, 'name').textContent = tool.name
        part(item, 'remove').dataset.compareRemove = tool.id
        part(item, 'remove-label').textContent = `Remove ${tool.name}`
        return item
      }),
    )
    const { href, label } = compareLink(choice)
    link.href = href
    link.textContent = label
    count.textContent = `${choice.length} chosen`
    panel.hidden = space.hidden = choice.length === 0
    if (choice.length === 0) setOpen(false)
    note.hidden = compare.kept()
    for (const toggle of plainToggles()) toggle.setAttribute('aria-pressed', String(isChosen(choice, toggle.dataset.compareToggle ?? '')))
  }

  // Said anew each time, even when the words repeat (a second refusal): a region announces only what changes.
  const say = (region: HTMLElement, words: string) => {
    region.textContent = ''
    requestAnimationFrame(() => (region.textContent = words))
  }

  const changed = (change?: Change) => {
    draw(compare.chosen())
    if (!change) return
    if (change.kind === 'refused') {
      say(refusal, changeMessage(change))
      // Where the chosen tools fold away, show them: the refusal says to remove one.
      setOpen(true)
    } else {
      refusal.textContent = ''
      say(status, changeMessage(change))
    }
  }

  // The room at the page's end, and the margin focus keeps from the screen's foot, follow the tray's height.
  const resized = new ResizeObserver(() => {
    const height = panel.hidden ? 0 : panel.getBoundingClientRect().height + 32
    space.style.height = `${height}px`
    document.documentElement.style.scrollPaddingBottom = height ? `${height}px` : ''
    // The tray, as it appears, may cover the control in focus (the toggle that brought it, low on the screen): that is brought above it.
    const focused = document.activeElement
    if (height && focused instanceof HTMLElement && !panel.contains(focused) && focused.getBoundingClientRect().bottom > panel.getBoundingClientRect().top) focused.scrollIntoView({ block: 'nearest' })
  })
  resized.observe(panel)

  document.addEventListener('click', (event) => {
    const target = event.target as Element
    const toggle = target.closest<HTMLButtonElement>(TOGGLE)
    if (toggle && !toggle.closest('[data-island]')) return void compare.toggle({ id: toggle.dataset.compareToggle ?? '', name: toggle.dataset.toolName ?? '' })
    const remove = target.closest<HTMLButtonElement>('[data-compare-remove]')
    if (remove && tray.contains(remove)) return removeFromTray(remove)
    if (target.closest('[data-compare-disclosure]')) setOpen(disclosure.getAttribute('aria-expanded') !== 'true')
  })

  // Escape folds the open list and hands focus back to the button that opened it.
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !list.hasAttribute('data-open') || getComputedStyle(disclosure).display === 'none') return
    setOpen(false)
    disclosure.focus()
  })

  /** Takes a tool out from the tray; focus goes to the next tool's remove button, else the one before, else the tool's toggle on the page, else the page. */
  function removeFromTray(button: HTMLButtonElement) {
    const items = [...list.children]
    const at = items.indexOf(button.closest('li')!)
    const id = button.dataset.compareRemove ?? ''
    compare.remove(id)
    const next = list.children[Math.min(at, list.children.length - 1)]?.querySelector<HTMLButtonElement>('[data-compare-remove]')
    const toggle = plainToggles().find((candidate) => candidate.dataset.compareToggle === id) ?? document.querySelector<HTMLButtonElement>(`${TOGGLE}[data-compare-toggle="${CSS.escape(id)}"]`)
    const main = document.getElementById('main')
    ;(next ?? toggle ?? main)?.focus({ preventScroll: !next && !toggle })
  }

  compare.subscribe(changed)
  draw(compare.chosen())
}
