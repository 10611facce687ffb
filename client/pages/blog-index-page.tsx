import { Link } from 'wouter'
import { articles } from '../../shared/catalog/articles'
import { BLOG_FEED_PATH } from '../../shared/site-url'
import { CallToAction } from '../components/call-to-action'
import { WrittenBody } from '../components/written-body'
import { PageHeader } from '../components/page-header'
import { formatDate } from '../lib/dates'
import type { PageProps } from './page-props'
import { paths } from '../../shared/paths'

const NEWEST_FIRST = [...articles].sort((a, b) => b.published.localeCompare(a.published))

/** The blog: every article, newest first, with its date and summary. */
export default function BlogIndexPage({ route }: PageProps) {
  return (
    <>
      <PageHeader route={route} />
      <div className="mx-auto max-w-5xl px-4 pt-10">
        <ul className="grid gap-4 md:grid-cols-2">
          {NEWEST_FIRST.map((article) => (
            <li key={article.slug} className="rounded-lg border border-line p-5">
              <p className="text-sm text-muted">
                <time dateTime={article.published}>{formatDate(article.published)}</time>
              </p>
              <h2 className="mt-1 font-sans text-lg font-semibold">
                <Link
                  href={paths.article(article.slug)}
                  className="text-brand underline-offset-2 hover:underline"
                >
                  {article.heading}
                </Link>
              </h2>
              <p className="mt-2 leading-relaxed text-muted">{article.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-muted">
          New articles in your feed reader:{' '}
          <a href={BLOG_FEED_PATH} className="text-brand underline underline-offset-2">
            the blog&apos;s RSS feed
          </a>
        </p>
      </div>
      <WrittenBody route={route} />
      <CallToAction />
    </>
  )
}
