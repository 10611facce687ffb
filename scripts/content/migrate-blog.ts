/**
 * Run once: writes the blog articles, until now TypeScript modules, as content/blog/*.md, then
 * reads them back with the compiler and checks that every article comes out exactly as it was.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { articleBodiesPart1 } from '../../client/content/articles/part-1'
import { articleBodiesPart2 } from '../../client/content/articles/part-2'
import type { DocContent } from '../../client/content/types'
import { articles } from '../../shared/catalog/articles'
import { CONTENT_DIR, compileContent } from './compile'
import { docToMarkdown, markdownFile } from './to-markdown'

const bodies: DocContent[] = [...articleBodiesPart1, ...articleBodiesPart2]
const dir = join(CONTENT_DIR, 'blog')
mkdirSync(dir, { recursive: true })
for (const article of articles) {
  const body = bodies.find((b) => b.id === article.slug)
  if (!body) throw new Error(`no body for ${article.slug}`)
  const { slug, ...facts } = article
  writeFileSync(
    join(dir, `${slug}.md`),
    markdownFile({ ...facts, related: body.related }, docToMarkdown(body.sections, body.faqs)),
  )
}

const { problems, modules } = compileContent()
if (problems.list.length) throw new Error(problems.format())
// the generated module's data, read back without importing it
const json = (name: string, code: string) => JSON.parse(code.slice(code.indexOf('= ') + 2)) as unknown
const backArticles = json('articles', modules['blog.ts']!)
const backBodies = json('articleBodies', modules['blog-bodies.ts']!) as DocContent[]
if (!isDeepStrictEqual(backArticles, JSON.parse(JSON.stringify(articles)))) {
  throw new Error('the article index differs after the round trip')
}
for (const body of bodies) {
  const back = backBodies.find((b) => b.id === body.id)
  if (!isDeepStrictEqual(back, JSON.parse(JSON.stringify(body)))) {
    console.error(JSON.stringify(body).slice(0, 300), '\n', JSON.stringify(back).slice(0, 300))
    throw new Error(`${body.id} differs after the round trip`)
  }
}
console.log(`migrated ${articles.length} articles to content/blog, each identical after the round trip`)
