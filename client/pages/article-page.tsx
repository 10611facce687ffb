import { articles } from '../../shared/catalog/articles'
import { business } from '../../shared/business'
import { CallToAction } from '../components/call-to-action'
import { DocBody } from '../components/doc-body'
import { PageHeader } from '../components/page-header'
import { useDoc } from '../content/use-doc'
import { wordCount } from '../content/word-count'
import { formatDate } from '../lib/dates'
import type { PageProps } from './page-components'

const WORDS_PER_MINUTE = 230

/** A blog article: date, author (the company) and reading time above its body. */
export default function ArticlePage({ route }: PageProps) {
  const doc = useDoc(route)
  const article = articles.find((a) => a.slug === route.contentId)!
  const minutes = Math.max(1, Math.round(wordCount(doc) / WORDS_PER_MINUTE))
  return (
    <article>
      <PageHeader route={route}>
        <p className="mt-4 text-sm text-muted">
          By {business.name} ·{' '}
          <time dateTime={article.published}>{formatDate(article.published)}</time> · {minutes} min
          read
        </p>
      </PageHeader>
      <DocBody doc={doc} />
      <CallToAction />
    </article>
  )
}
