import { Link } from 'wouter'
import { textRuns } from '../../shared/content/rich-text'
import type { RichText as Text } from '../../shared/content/types'

// underlined: a link in running text must not be told apart by its color alone
const LINK = 'font-medium text-brand underline underline-offset-2 hover:text-ink'

/**
 * Running text with its links and emphasis. A link to a page of this site navigates in the app;
 * one to another site is a plain link.
 */
export function RichText({ text }: { text: Text }) {
  if (typeof text === 'string') return text
  return textRuns(text).map((run, index) => {
    if (typeof run === 'string') return run
    if ('href' in run) {
      return run.href.startsWith('/') ? (
        <Link key={index} href={run.href} className={LINK}>
          {run.text}
        </Link>
      ) : (
        <a key={index} href={run.href} className={LINK} rel="noopener">
          {run.text}
        </a>
      )
    }
    return run.emphasis === 'strong' ? (
      <strong key={index} className="font-semibold text-ink">
        {run.text}
      </strong>
    ) : (
      <em key={index}>{run.text}</em>
    )
  })
}
