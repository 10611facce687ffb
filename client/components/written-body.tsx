import type { ReactNode } from 'react'
import type { PageRoute } from '../../shared/routes'
import type { DocContent } from '../../shared/content/types'
import { useDoc } from '../content/use-doc'
import { DocBody } from './doc-body'
import { StaticHtml } from './static-html'

type Props = {
  route: PageRoute
  /** shown above the body, inside the static region (e.g. an article's byline) */
  before?: (doc: DocContent) => ReactNode
}

function Body({ route, before }: Props) {
  const doc = useDoc(route)
  return (
    <>
      {before?.(doc)}
      <DocBody doc={doc} />
    </>
  )
}

/**
 * A written page's body as static HTML: hydration keeps the prerendered text, so its content
 * module is fetched only when the page is reached by client-side navigation.
 */
export function WrittenBody({ route, before }: Props) {
  return (
    <StaticHtml id={`${route.path}#body`} className="mx-auto max-w-3xl px-4 py-10">
      <Body route={route} {...(before ? { before } : {})} />
    </StaticHtml>
  )
}
