import { Link } from 'wouter'
import { isActive, mainNav } from '../../../shared/navigation'
import { paths } from '../../../shared/paths'
import { ContactButtons } from '../contact-buttons'

export const MOBILE_MENU_ID = 'mobile-menu'

type Props = { path: string; onChoose: () => void }

/** The mobile menu: longer labels, no Learning, Text and Call at the end. */
export function MobileMenu({ path, onChoose }: Props) {
  return (
    <nav
      id={MOBILE_MENU_ID}
      aria-label="Mobile"
      className="max-h-[calc(100dvh-6rem)] overflow-y-auto border-t border-line bg-white lg:hidden"
    >
      <ul className="divide-y divide-line px-4">
        {mainNav
          .filter((item) => item.mobile)
          .map((item) => {
            const active = isActive(item, path)
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={onChoose}
                  aria-current={active ? 'page' : undefined}
                  className={
                    'block py-3 text-base font-medium no-underline ' +
                    (active ? 'text-accent' : 'text-ink hover:text-brand')
                  }
                >
                  {item.mobileLabel ?? item.label}
                </Link>
              </li>
            )
          })}
        <li>
          <Link
            href={paths.search}
            onClick={onChoose}
            aria-current={path === paths.search ? 'page' : undefined}
            className={
              'block py-3 text-base font-medium no-underline ' +
              (path === paths.search ? 'text-accent' : 'text-ink hover:text-brand')
            }
          >
            Search the site
          </Link>
        </li>
      </ul>
      <ContactButtons
        className="px-4 pt-2 pb-5 [&>a]:flex-1"
        textLabel="Text Us"
        callLabel="Call Us"
        onChoose={onChoose}
      />
    </nav>
  )
}
