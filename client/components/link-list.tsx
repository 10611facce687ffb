import { Link } from 'wouter'
import type { PageRoute } from '../../shared/routes'

type Props = {
  title: string
  routes: readonly PageRoute[]
  id: string
  /** labels only, without each page's description */
  compact?: boolean
}

/** A titled list of pages, each with its label and description. Renders nothing when empty. */
export function LinkList({ title, routes, id, compact = false }: Props) {
  if (routes.length === 0) return null
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {routes.map((r) => (
          <li key={r.path}>
            <Link
              href={r.path}
              className="block h-full rounded-lg border border-line bg-white p-4 no-underline hover:border-brand"
            >
              <span className="font-semibold text-brand underline-offset-2">{r.label}</span>
              {!compact && (
                <span className="mt-1 block text-sm leading-relaxed text-muted">
                  {r.description}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
