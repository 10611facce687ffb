import { useEffect, useRef } from 'react'
import type { PageHead } from '../../shared/page-head'
import type { PageRoute } from '../../shared/routes'

function setMeta(selector: string, attribute: 'content' | 'href', value: string | undefined) {
  const element = document.head.querySelector(selector)
  if (element && value !== undefined) element.setAttribute(attribute, value)
}

function applyHead(head: PageHead, replaceJsonLd: boolean) {
  document.title = head.title
  setMeta('meta[name="description"]', 'content', head.description)
  setMeta('meta[name="robots"]', 'content', head.robots)
  setMeta('link[rel="canonical"]', 'href', head.canonical)
  setMeta('meta[property="og:title"]', 'content', head.title)
  setMeta('meta[property="og:description"]', 'content', head.description)
  setMeta('meta[property="og:url"]', 'content', head.canonical)
  setMeta('meta[property="og:type"]', 'content', head.ogType)
  setMeta('meta[name="twitter:title"]', 'content', head.title)
  setMeta('meta[name="twitter:description"]', 'content', head.description)
  if (!replaceJsonLd) return
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove())
  for (const node of head.jsonLd) {
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.textContent = JSON.stringify(node)
    document.head.append(script)
  }
}

/**
 * Keeps <head> in step with client-side navigation. The prerender writes each page's full head
 * into its HTML (React 19 would hoist <title> only when rendering the whole document); the
 * page's own JSON-LD, built from its content, stays until the visitor moves to another page,
 * which then gets the registry's nodes.
 */
export function useDocumentHead(route: PageRoute | undefined) {
  const first = useRef(true)
  useEffect(() => {
    // the prerendered head is the first page's; the head builder (and the registry it reads
    // for breadcrumbs) comes with the first move to another page
    if (first.current) {
      first.current = false
      return
    }
    let current = true
    void import('../../shared/page-head').then(({ notFoundHead, pageHead }) => {
      if (current)
        applyHead(route ? pageHead(route, __SITE_URL__) : notFoundHead(__SITE_URL__), true)
    })
    return () => {
      current = false
    }
  }, [route])
}
