import { Link } from 'wouter'
import { isActive, mainNav } from '../../../shared/navigation'
import { paths } from '../../../shared/paths'
import { MOBILE_MENU_ID } from '../../early/mobile-menu'
import { ContactButtons } from '../contact-buttons'

type Props = { path: string }

/**
 * The mobile menu: longer labels, no Learning, Text and Call at the end. It is in every page, a
 * native popover the header's menu button opens (placed under the header by client/styles.css).
 */
export function MobileMenu({ path }: Props) {
  return (
    <nav
      id={MOBILE_MENU_ID}
      popover="auto"
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
      />
    </nav>
  )
}
