/**
 * The phone menu opens on the first tap, before React is here, and keeps working after: this
 * module owns its open state in the page (the button's aria-expanded), and React renders it
 * closed and never changes those attributes, so the two never disagree.
 */
export const MOBILE_MENU_ID = 'mobile-menu'
/** On the menu button; each of its two labels says which state it belongs to. */
export const MENU_BUTTON = 'data-menu-button'
export const MENU_LABEL = 'data-menu-label'

function parts(): { button: HTMLButtonElement; menu: HTMLElement } | undefined {
  const button = document.querySelector<HTMLButtonElement>(`[${MENU_BUTTON}]`)
  const menu = document.getElementById(MOBILE_MENU_ID)
  return button && menu ? { button, menu } : undefined
}

const isOpen = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true'

function setOpen(open: boolean): void {
  const found = parts()
  if (!found) return
  const { button, menu } = found
  button.setAttribute('aria-expanded', String(open))
  button.setAttribute('aria-label', open ? 'Close menu' : 'Open menu')
  for (const label of button.querySelectorAll<HTMLElement>(`[${MENU_LABEL}]`)) {
    label.hidden = label.getAttribute(MENU_LABEL) !== (open ? 'open' : 'closed')
  }
  menu.hidden = !open
}

/** The menu button toggles; a link chosen in the menu, or Escape, closes it. */
export function startMobileMenu(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null
    const button = target?.closest?.<HTMLElement>(`[${MENU_BUTTON}]`)
    if (button) setOpen(!isOpen(button))
    else if (target?.closest?.(`#${MOBILE_MENU_ID} a`)) setOpen(false)
  })
  document.addEventListener('keydown', (event) => {
    const found = parts()
    if (event.key !== 'Escape' || !found || !isOpen(found.button)) return
    setOpen(false)
    found.button.focus()
  })
}
