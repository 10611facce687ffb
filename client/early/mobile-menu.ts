/**
 * The phone menu is a native popover: its button opens and closes it, and Escape or a tap
 * outside closes it, with no script (client/components/layout/site-header.tsx). This module,
 * which comes with the entry, adds what the browser does not: the button's aria-expanded kept in
 * step, the menu closed when a link in it is chosen (React's router keeps the page), and the
 * whole toggle on a browser without popovers. React renders the menu closed and never changes
 * these attributes, so the two never disagree.
 */
export const MOBILE_MENU_ID = 'mobile-menu'
/** On the menu button; each of its two labels says which state it belongs to. */
export const MENU_BUTTON = 'data-menu-button'
export const MENU_LABEL = 'data-menu-label'

type Parts = { button: HTMLButtonElement; menu: HTMLElement }

function parts(): Parts | undefined {
  const button = document.querySelector<HTMLButtonElement>(`[${MENU_BUTTON}]`)
  const menu = document.getElementById(MOBILE_MENU_ID)
  return button && menu ? { button, menu } : undefined
}

const hasPopovers = () => typeof HTMLElement.prototype.showPopover === 'function'

function isOpen(menu: HTMLElement): boolean {
  return hasPopovers() ? menu.matches(':popover-open') : !menu.hidden
}

function showState({ button, menu }: Parts): void {
  const open = isOpen(menu)
  button.setAttribute('aria-expanded', String(open))
  if (hasPopovers()) return
  // without popovers the labels follow here, not in CSS
  for (const label of button.querySelectorAll<HTMLElement>(`[${MENU_LABEL}]`)) {
    const shown = label.getAttribute(MENU_LABEL) === (open ? 'open' : 'closed')
    label.style.display = shown ? 'inline-flex' : 'none'
  }
}

function setOpen(found: Parts, open: boolean): void {
  if (isOpen(found.menu) === open) return
  if (hasPopovers()) found.menu.togglePopover(open)
  else found.menu.hidden = !open
  showState(found)
}

/** Keeps the button's state in step with the menu; a link chosen in the menu closes it. */
export function startMobileMenu(): void {
  const found = parts()
  if (!found) return
  if (hasPopovers()) {
    found.menu.addEventListener('toggle', () => showState(found))
  } else {
    found.menu.hidden = true
    found.button.addEventListener('click', () => setOpen(found, !isOpen(found.menu)))
    document.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !isOpen(found.menu)) return
      setOpen(found, false)
      found.button.focus()
    })
  }
  document.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.(`#${MOBILE_MENU_ID} a`)) setOpen(found, false)
  })
  showState(found)
}
