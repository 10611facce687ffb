import { z } from 'zod'
import { articleTopics, type Article } from '../../../shared/catalog/types'
import {
  moduleText,
  readMarkdownCollection,
  relatedLinks,
  writtenPages,
  type Collection,
} from '../collection'
import { catalogFields, isoDate, relatedPages } from '../fields'

/** content/blog/{slug}.md: one article, /blog/{slug}. */
export const blogFrontMatter = z.object({
  ...catalogFields,
  published: isoDate.meta({ title: 'Published' }),
  topic: z
    .enum(articleTopics, `must be one of ${articleTopics.join(', ')}`)
    .meta({ title: 'Topic' }),
  /** listed with the cost guides */
  costGuide: z.boolean('must be true or false').default(false).meta({
    title: 'A cost guide',
    description:
      'Listed with the cost guides on the blog. A cost guide must link to the cost estimator (/cost-estimator) in its text.',
  }),
  related: relatedPages,
})

/** The blog: its index (oldest first) and the articles' text. */
export const blog: Collection = {
  name: 'blog',
  compile(contentDir, problems) {
    const pages = readMarkdownCollection(contentDir, 'blog', blogFrontMatter, problems).sort(
      (a, b) => a.data.published.localeCompare(b.data.published) || a.slug.localeCompare(b.slug),
    )
    const articles: Article[] = pages.map(({ slug, data }) => ({
      slug,
      label: data.label,
      title: data.title,
      heading: data.heading,
      description: data.description,
      published: data.published,
      topic: data.topic,
      costGuide: data.costGuide,
    }))
    return {
      modules: {
        'catalog/blog.ts': moduleText(
          "import type { Article } from '../../shared/catalog/types'\n",
          {
            articles: { type: 'readonly Article[]', value: articles },
          },
        ),
        'bodies/blog.ts': moduleText(
          "import type { DocContent } from '../../shared/content/types'\n",
          {
            articleBodies: { type: 'DocContent[]', value: pages.map((page) => page.doc) },
          },
        ),
      },
      links: relatedLinks(pages),
      written: writtenPages(pages),
    }
  },
}
