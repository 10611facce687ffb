import { business } from '../../shared/business'

/** The shared reviews block, 5.0 from 10 reviews, as plain content (no rating markup). */
export const REVIEWS = { rating: '5.0', count: 10 } as const

export function ReviewsBlock() {
  return (
    <section aria-labelledby="reviews-title" className="band bg-sand">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-6 px-4 py-10">
        <div>
          <h2 id="reviews-title" className="text-2xl font-bold">
            What homeowners say
          </h2>
          <p className="mt-2 text-muted">
            <span className="font-serif text-3xl font-bold text-ink">{REVIEWS.rating}</span>{' '}
            <span aria-hidden="true" className="text-accent">
              ★★★★★
            </span>{' '}
            rating from {REVIEWS.count} reviews on {business.profiles.reviews.label}
          </p>
        </div>
        <a
          href={business.profiles.reviews.url}
          className="inline-flex min-h-11 items-center rounded-md border-2 border-brand bg-white px-4 font-semibold text-brand hover:bg-brand-light"
        >
          Read our reviews
        </a>
      </div>
    </section>
  )
}
