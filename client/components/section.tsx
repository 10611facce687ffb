import type { ReactNode } from 'react'

type Props = {
  id: string
  title: string
  intro?: string | undefined
  /** sand: a warm band to set the section apart */
  tone?: 'white' | 'sand'
  children?: ReactNode
  className?: string
  /** no padding below: what follows continues the section */
  flush?: 'bottom'
}

/**
 * A titled page section: its <h2> names the region for assistive technology. A band: laid out
 * when it comes near the screen (client/styles.css `.band`).
 */
export function Section(props: Props) {
  const { id, title, intro, tone = 'white', children, className = '', flush } = props
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`band ${tone === 'sand' ? 'bg-sand' : 'bg-white'} ${className}`}
    >
      <div
        className={`mx-auto max-w-6xl px-4 ${flush === 'bottom' ? 'pt-12 sm:pt-16' : 'py-12 sm:py-16'}`}
      >
        <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-lg leading-relaxed text-muted">{intro}</p>}
        {children}
      </div>
    </section>
  )
}
