import { z } from 'zod'
import { articleTopics } from '../../../shared/catalog/types'
import { catalogFields, isoDate, sitePath } from '../fields'

/** content/blog/{slug}.md: one article, /blog/{slug}. */
export const blogFrontMatter = z.object({
  ...catalogFields,
  published: isoDate,
  topic: z.enum(articleTopics, `must be one of ${articleTopics.join(', ')}`),
  /** listed with the cost guides */
  costGuide: z.boolean('must be true or false').default(false),
  related: z
    .array(sitePath, 'must be a list of page addresses')
    .min(3, 'must list 3 to 6 related pages')
    .max(6, 'must list 3 to 6 related pages'),
})
