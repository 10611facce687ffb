/**
 * The index facts of one page in a content collection: enough to register, link and describe it.
 * Page bodies live in client/content; this is what the route registry, the sitemap and link lists read.
 */
export type CatalogPage = {
  /** last path segment, kebab-case */
  slug: string
  /** short name for breadcrumbs and link lists (at most 40 characters) */
  label: string
  /** document title without the brand suffix (at most 55 characters) */
  title: string
  /** the page's one <h1> */
  heading: string
  /** meta description and the page's lead paragraph: 110 to 165 characters, specific to the page */
  description: string
}

/** The blog's topics, for its index filters. */
export const articleTopics = ['costs', 'planning', 'design', 'materials', 'projects'] as const

/** A blog article: its index facts (the body is content/blog/{slug}.md). */
export type Article = CatalogPage & {
  /** YYYY-MM-DD */
  published: string
  topic: (typeof articleTopics)[number]
  costGuide: boolean
}
