import { ButtonLink } from './ui/button-link'

/** The 404 card, with its exact texts. */
export function NotFoundCard() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div className="rounded-xl border border-line bg-white p-8 shadow-sm">
        <h1 className="text-3xl font-bold">404 Page Not Found</h1>
        <p className="mt-4 text-muted">Did you forget to add the page to the router?</p>
        <p className="mt-2 text-muted">
          The page may have moved. These will get you back on track:
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href="/" variant="secondary">
            Go to the home page
          </ButtonLink>
          <ButtonLink href="/contact" variant="outline">
            Contact us
          </ButtonLink>
        </div>
      </div>
    </div>
  )
}
