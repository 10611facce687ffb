import { useState, type MouseEvent, type ReactNode } from 'react'
import { useLocation } from 'wouter'

/** The prerendered HTML of the static regions on the page being hydrated, by id. */
const captured = new Map<string, string>()

/** Keeps the prerendered HTML of static regions; main.tsx calls it just before hydrating. */
export function captureStaticHtml(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('[data-static]').forEach((element) => {
    captured.set(element.dataset.static!, element.innerHTML)
  })
}

type Props = { id: string; className?: string; children: ReactNode }

/**
 * A region with no interactive parts (the text of a written page). The prerender renders its
 * children; hydration keeps the prerendered HTML as it is, so the page's words are never
 * downloaded twice (as HTML and again as JavaScript). Pages reached by client-side navigation
 * render the children. Links inside route client-side either way.
 */
export function StaticHtml({ id, className, children }: Props) {
  const [, navigate] = useLocation()
  // taken once, when the component first renders during hydration
  const [html] = useState(() => {
    if (typeof window === 'undefined') return undefined
    const found = captured.get(id)
    captured.delete(id)
    return found
  })

  function routeLinks(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element).closest('a')
    if (!link || link.target || link.origin !== window.location.origin || link.hash) return
    event.preventDefault()
    navigate(link.pathname + link.search)
  }

  if (html !== undefined) {
    return (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div
        data-static={id}
        className={className}
        onClick={routeLinks}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    )
  }
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div data-static={id} className={className} onClick={routeLinks}>
      {children}
    </div>
  )
}
