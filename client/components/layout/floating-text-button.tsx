import { links } from '../../../shared/business'
import { MessageIcon } from '../icons'

/**
 * The floating 'Text Us' button fixed at the bottom right of every page; above a bar stuck to the
 * foot of the screen, where a page has one (client/styles.css).
 */
export function FloatingTextButton() {
  return (
    <a
      href={links.text}
      data-floating=""
      className="no-print fixed right-4 z-40 inline-flex min-h-12 items-center gap-2 rounded-full bg-accent px-5 text-sm font-bold text-white no-underline shadow-lg hover:bg-accent-dark"
    >
      <MessageIcon /> Text Us
    </a>
  )
}
