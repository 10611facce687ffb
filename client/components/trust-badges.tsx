import { business, links } from '../../shared/business'
import { trustBadges } from '../../.content/frame/trust-badges'
import { MessageIcon } from './icons'
import { Tooltip, TooltipProvider } from './ui/tooltip'

const PROFILE_LINKS: Record<string, string> = {
  'Google Reviews': business.profiles.reviews.url,
  Recommended: business.profiles.homeDesign.url,
}

/** Badges with explanations on hover and focus, and three notes. */
export function TrustBadges() {
  const { title, subtitle, badges, notes } = trustBadges
  return (
    <section aria-labelledby="trust-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-12 text-center">
        <h2 id="trust-title" className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="mt-2 text-lg text-muted">{subtitle}</p>
        <TooltipProvider>
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {badges.map((badge) => {
              const href = PROFILE_LINKS[badge.name]
              const body = (
                <>
                  <span className="block font-semibold text-ink">{badge.name}</span>
                  <span className="block text-sm text-muted">{badge.detail}</span>
                </>
              )
              return (
                <li key={badge.name}>
                  <Tooltip content={`${badge.name}: ${badge.detail}`}>
                    {href ? (
                      <a
                        href={href}
                        className="block h-full rounded-lg border border-line p-4 no-underline hover:border-brand"
                      >
                        {body}
                      </a>
                    ) : (
                      <button
                        type="button"
                        className="block h-full w-full rounded-lg border border-line p-4 text-center"
                      >
                        {body}
                      </button>
                    )}
                  </Tooltip>
                </li>
              )
            })}
          </ul>
        </TooltipProvider>
        <ul className="mt-10 grid gap-4 text-left md:grid-cols-3">
          {notes.map((note) => (
            <li key={note.title} className="rounded-lg bg-sand p-5">
              <h3 className="font-sans text-base font-semibold text-ink">{note.title}</h3>
              <p className="mt-1 leading-relaxed text-muted">{note.text}</p>
              {note.title === 'Family First!' && (
                <a
                  href={links.text}
                  className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline underline-offset-2"
                >
                  <MessageIcon /> Text Us Now
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
