import { articles } from '../../shared/catalog/articles'
import { business } from '../../shared/business'
import { CallToAction } from '../components/call-to-action'
import { WrittenBody } from '../components/written-body'
import { PageHeader } from '../components/page-header'
import { wordCount } from '../../shared/content/word-count'
import { formatDate } from '../lib/dates'
import type { PageProps } from './page-props'

const WORDS_PER_MINUTE = 230

/** A blog article: date, author (the company) and reading time above its body. */
export default function ArticlePage({ route }: PageProps) {
  const article = articles.find((a) => a.slug === route.contentId)!
  return (
    <article>
      <PageHeader route={route} />
      <WrittenBody
        route={route}
        before={(doc) => (
          <p className="mb-8 text-sm text-muted">
            By {business.name} ·{' '}
            <time dateTime={article.published}>{formatDate(article.published)}</time> ·{' '}
            {Math.max(1, Math.round(wordCount(doc) / WORDS_PER_MINUTE))} min read
          </p>
        )}
      />
      <CallToAction />
    </article>
  )
}
