import type { ReactNode } from 'react'
import { Toasts } from '../ui/toasts'
import { OfflineBanner } from '../offline-banner'
import { FloatingTextButton } from './floating-text-button'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export const MAIN_ID = 'main'

/** The common layout: skip link, sticky header, main, footer, floating text button. */
export function SiteLayout({ path, children }: { path: string; children: ReactNode }) {
  return (
    <>
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-[60] rounded-md bg-white px-4 py-3 font-semibold text-brand-dark focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader path={path} />
      <main id={MAIN_ID} tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <FloatingTextButton />
      <Toasts />
      <OfflineBanner />
    </>
  )
}
