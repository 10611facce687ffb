import { links } from '../../shared/business'
import { MapPinIcon, PhoneIcon } from './icons'
import { ButtonLink } from './ui/button-link'

/** 'Get Directions' and 'Call to Schedule Visit', on the home and showroom pages. */
export function ShowroomVisitButtons() {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <ButtonLink href={links.directions} variant="secondary">
        <MapPinIcon /> Get Directions
      </ButtonLink>
      <ButtonLink href={links.call} variant="outline">
        <PhoneIcon /> Call to Schedule Visit
      </ButtonLink>
    </div>
  )
}
