/**
 * The blog's RSS feed, /blog/rss.xml: every article with its full text, newest first, so a feed
 * reader shows the whole article. Written by the prerender from the same content as the pages.
 */
import { textRuns } from '../shared/content/rich-text'
import type { Block, DocContent, RichText } from '../shared/content/types'
import { business } from '../shared/business'
import type { Article } from '../shared/catalog/types'
import { absoluteUrl, BLOG_FEED_PATH } from '../shared/site-url'
import { paths } from '../shared/paths'
import { escapeHtml } from '../shared/escape-html'

/** Where the feed's links and pictures point: full addresses, as a feed reader needs them. */
export type FeedAddresses = {
  siteUrl: string
  /** the path of a picture's JPEG (feed readers may not take AVIF), undefined when not built */
  imagePath: (id: string) => string | undefined
}

/** Running text with its links made absolute. */
function richHtml(text: RichText, { siteUrl }: FeedAddresses): string {
  return textRuns(text)
    .map((run) => {
      if (typeof run === 'string') return escapeHtml(run)
      if ('href' in run) {
        const href = run.href.startsWith('/') ? absoluteUrl(siteUrl, run.href) : run.href
        return `<a href="${escapeHtml(href)}">${escapeHtml(run.text)}</a>`
      }
      const tag = run.emphasis === 'strong' ? 'strong' : 'em'
      return `<${tag}>${escapeHtml(run.text)}</${tag}>`
    })
    .join('')
}

const items = (list: readonly RichText[], at: FeedAddresses) =>
  list.map((item) => `<li>${richHtml(item, at)}</li>`).join('')

function blockHtml(block: Block, at: FeedAddresses): string {
  switch (block.kind) {
    case 'p':
      return `<p>${richHtml(block.text, at)}</p>`
    case 'list':
      return block.ordered
        ? `<ol>${items(block.items, at)}</ol>`
        : `<ul>${items(block.items, at)}</ul>`
    case 'checklist':
      return `<p><strong>${escapeHtml(block.title)}</strong></p><ul>${items(block.items, at)}</ul>`
    case 'tip':
      return `<blockquote><p><strong>${escapeHtml(block.title)}</strong></p><p>${richHtml(block.text, at)}</p></blockquote>`
    case 'image': {
      const path = at.imagePath(block.image.id)
      const caption = block.caption ? `<figcaption>${escapeHtml(block.caption)}</figcaption>` : ''
      return path
        ? `<figure><img src="${escapeHtml(absoluteUrl(at.siteUrl, path))}" alt="${escapeHtml(block.image.alt)}">${caption}</figure>`
        : ''
    }
    case 'table': {
      const row = (cells: readonly string[], tag: string) =>
        `<tr>${cells.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('')}</tr>`
      return `<table><caption>${escapeHtml(block.caption)}</caption><thead>${row(block.columns, 'th')}</thead><tbody>${block.rows.map((r) => row(r, 'td')).join('')}</tbody></table>`
    }
  }
}

/** An article's text as simple HTML, as feed readers show it. */
export function articleHtml(doc: DocContent, at: FeedAddresses): string {
  const sections = doc.sections.map(
    (section) =>
      `<h2>${escapeHtml(section.heading)}</h2>${section.blocks.map((block) => blockHtml(block, at)).join('')}`,
  )
  const faqs = (doc.faqs ?? []).map(
    (faq) => `<h3>${escapeHtml(faq.question)}</h3><p>${escapeHtml(faq.answer)}</p>`,
  )
  return [
    ...sections,
    ...(faqs.length ? ['<h2>Frequently asked questions</h2>', ...faqs] : []),
  ].join('')
}

/** RSS 2.0 with the full text of each article (content:encoded). */
export function blogFeedXml(
  articles: readonly Article[],
  bodies: readonly DocContent[],
  at: FeedAddresses,
): string {
  const { siteUrl } = at
  const newest = [...articles].sort((a, b) => b.published.localeCompare(a.published))
  const entries = newest.map((article) => {
    const url = absoluteUrl(siteUrl, paths.article(article.slug))
    const body = bodies.find((b) => b.id === article.slug)
    const html = body ? articleHtml(body, at) : ''
    return [
      '    <item>',
      `      <title>${escapeHtml(article.heading)}</title>`,
      `      <link>${escapeHtml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(url)}</guid>`,
      `      <pubDate>${new Date(`${article.published}T12:00:00Z`).toUTCString()}</pubDate>`,
      `      <description>${escapeHtml(article.description)}</description>`,
      // CDATA cannot hold its own end marker; split it where the text has one
      `      <content:encoded><![CDATA[${html.replaceAll(']]>', ']]]]><![CDATA[>')}]]></content:encoded>`,
      '    </item>',
    ].join('\n')
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(`${business.name} blog`)}</title>
    <link>${escapeHtml(absoluteUrl(siteUrl, '/blog'))}</link>
    <atom:link href="${escapeHtml(absoluteUrl(siteUrl, BLOG_FEED_PATH))}" rel="self" type="application/rss+xml"/>
    <description>${escapeHtml(`Kitchen and bathroom remodeling articles from ${business.name}: costs, permits, materials and projects in Westchester and nearby.`)}</description>
    <language>en-us</language>
${entries.join('\n')}
  </channel>
</rss>
`
}
