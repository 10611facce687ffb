import type { SVGProps } from 'react'

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

/**
 * An icon from the sprite (icons.svg), which every page carries once at the top of its body
 * (vite.config.ts): each use is a short <use> instead of the whole drawing, and no icon waits for
 * a request of its own. Stroke and size come from the .icon class.
 */
function Icon({ name, className = '', ...props }: IconProps & { name: string }) {
  return (
    <svg className={`icon ${className}`} aria-hidden="true" focusable="false" {...props}>
      <use href={`#icon-${name}`} />
    </svg>
  )
}

export function PhoneIcon(props: IconProps) {
  return <Icon name="phone" {...props} />
}

export function MessageIcon(props: IconProps) {
  return <Icon name="message" {...props} />
}

export function MailIcon(props: IconProps) {
  return <Icon name="mail" {...props} />
}

export function MapPinIcon(props: IconProps) {
  return <Icon name="mappin" {...props} />
}

export function MenuIcon(props: IconProps) {
  return <Icon name="menu" {...props} />
}

export function SearchIcon(props: IconProps) {
  return <Icon name="search" {...props} />
}

export function CloseIcon(props: IconProps) {
  return <Icon name="close" {...props} />
}

export function ClockIcon(props: IconProps) {
  return <Icon name="clock" {...props} />
}

export function RibbonIcon(props: IconProps) {
  return <Icon name="ribbon" {...props} />
}
