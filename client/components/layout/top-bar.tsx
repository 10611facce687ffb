import { Link } from 'wouter'
import { addressLine, business, links } from '../../../shared/business'
import { MailIcon, MapPinIcon, PhoneIcon } from '../icons'

const ITEM = 'min-h-6 items-center gap-1.5 text-white no-underline hover:underline'

/** The top bar: phone, 'Email Us' and the showroom on the map. */
export function TopBar() {
  return (
    <div className="bg-brand-dark text-xs text-white sm:text-sm">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-x-4 px-4 py-1.5">
        <a href={links.call} className={`${ITEM} inline-flex`}>
          <PhoneIcon />
          <span>
            <span className="sr-only">Call </span>
            {business.phone.display}
          </span>
        </a>
        <Link href="/contact" className={`${ITEM} inline-flex`}>
          <MailIcon /> Email Us
        </Link>
        <a href={links.map} className={`${ITEM} hidden sm:inline-flex`}>
          <MapPinIcon />
          <span>
            <span className="sr-only">Showroom on the map: </span>
            {addressLine}
          </span>
        </a>
        <a href={links.map} className={`${ITEM} inline-flex sm:hidden`}>
          <MapPinIcon /> <span>Map</span>
        </a>
      </div>
    </div>
  )
}
