import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { Link } from 'wouter'

const VARIANTS = {
  primary: 'bg-accent text-white hover:bg-accent-dark',
  secondary: 'bg-brand text-white hover:bg-brand-dark',
  outline: 'border-2 border-brand text-brand bg-white hover:bg-brand-light',
  light: 'bg-white text-brand-dark hover:bg-brand-light',
} as const

export type ButtonVariant = keyof typeof VARIANTS

/** The class names of a link styled as a button. */
export function buttonClasses(variant: ButtonVariant, extra = ''): string {
  return (
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 ' +
    `text-sm font-semibold no-underline ${VARIANTS[variant]} ${extra}`
  )
}

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string
  variant?: ButtonVariant
  children: ReactNode
}

/** A link that looks like a button: internal paths route client-side, others are plain links. */
export function ButtonLink({
  href,
  variant = 'primary',
  className = '',
  children,
  ...rest
}: Props) {
  const classes = buttonClasses(variant, className)
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={classes} {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={classes} {...rest}>
      {children}
    </a>
  )
}
