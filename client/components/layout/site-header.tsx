import { Link } from 'wouter'
import { business } from '../../../shared/business'
import { ContactButtons } from '../contact-buttons'
import { CloseIcon, MenuIcon, SearchIcon } from '../icons'
import { paths } from '../../../shared/paths'
import { MainNav } from './main-nav'
import { EARLY_CONTROL } from '../../../shared/entry-loader'
import { MENU_BUTTON, MENU_LABEL, MOBILE_MENU_ID } from '../../early/mobile-menu'
import { MobileMenu } from './mobile-menu'
import { TopBar } from './top-bar'

/** The sticky header: top bar, brand, navigation and the text and call buttons. */
export function SiteHeader({ path }: { path: string }) {
  return (
    <header className="sticky top-0 z-50 bg-white shadow-sm">
      <TopBar />
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 lg:py-3">
        <Link href="/" className="flex items-center gap-2 no-underline">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-md bg-brand font-serif text-lg font-bold text-white"
          >
            CK
          </span>
          <span className="leading-tight">
            <span className="block font-serif text-base font-bold whitespace-nowrap text-brand-dark sm:text-xl">
              {business.name}
            </span>
            <span className="hidden text-xs text-muted sm:block">
              Family-owned remodeling · Chappaqua, NY
            </span>
          </span>
        </Link>
        {/* on a phone, search is in the menu: the header row has no room beside the brand */}
        <div className="hidden items-center gap-2 lg:flex">
          <Link
            href={paths.search}
            aria-current={path === paths.search ? 'page' : undefined}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md border border-line px-3 text-sm font-semibold text-brand-dark no-underline hover:bg-brand-light"
          >
            <SearchIcon />
            Search
          </Link>
          <ContactButtons className="flex" />
        </div>
        {/*
          the menu is a native popover: this button opens and closes it with no script, and its
          label follows it in CSS (client/styles.css). client/early/mobile-menu.ts adds the
          rest: aria-expanded, and the menu closing when a link in it is chosen
        */}
        <button
          type="button"
          className="inline-flex min-h-11 shrink-0 items-center rounded-md border border-line px-3 text-sm font-semibold text-brand-dark lg:hidden"
          popoverTarget={MOBILE_MENU_ID}
          aria-controls={MOBILE_MENU_ID}
          {...{ [MENU_BUTTON]: '', [EARLY_CONTROL]: '' }}
        >
          <span {...{ [MENU_LABEL]: 'closed' }} className="inline-flex items-center gap-2">
            <MenuIcon />
            <span>
              <span className="sr-only">Open </span>Menu
            </span>
          </span>
          <span {...{ [MENU_LABEL]: 'open' }} className="inline-flex items-center gap-2">
            <CloseIcon />
            <span>
              Close<span className="sr-only"> menu</span>
            </span>
          </span>
        </button>
      </div>
      <MainNav path={path} />
      <MobileMenu path={path} />
    </header>
  )
}
