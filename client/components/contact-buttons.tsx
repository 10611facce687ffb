import { links } from '../../shared/business'
import { MessageIcon, PhoneIcon } from './icons'
import { ButtonLink, type ButtonVariant } from './ui/button-link'

type Props = {
  textLabel?: string
  callLabel?: string
  textVariant?: ButtonVariant
  callVariant?: ButtonVariant
  className?: string
}

/** The 'Text Us Now' and 'Call Now' pair, also used by the mobile menu and calls to action. */
export function ContactButtons({
  textLabel = 'Text Us Now',
  callLabel = 'Call Now',
  textVariant = 'secondary',
  callVariant = 'primary',
  className = '',
}: Props) {
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <ButtonLink href={links.text} variant={textVariant}>
        <MessageIcon /> {textLabel}
      </ButtonLink>
      <ButtonLink href={links.call} variant={callVariant}>
        <PhoneIcon /> {callLabel}
      </ButtonLink>
    </div>
  )
}
