/**
 * Run once: writes the town service pages, until now TypeScript, as
 * content/town-services/{place}/{service}.md, then compiles them and checks every entry comes
 * back identical.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { localPageBodies } from '../../client/content/local-pages'
import { routes } from '../../shared/routes'
import { CONTENT_DIR } from './compile'
import { townServicePages } from './collections/town-services'
import { Problems } from './problems'
import { docToMarkdown, markdownFile } from './to-markdown'

const pages = routes.filter((r) => r.template === 'town-service')
const places = [...new Set(pages.map((r) => r.contentId.split('/')[0]!))]
const bodies = pages.map((route) => {
  const body = localPageBodies.find((b) => b.id === route.contentId)
  if (!body) throw new Error(`no body for ${route.contentId}`)
  return body
})
pages.forEach((route, index) => {
  const [place = '', service = ''] = route.contentId.split('/')
  const body = bodies[index]!
  mkdirSync(join(CONTENT_DIR, 'town-services', place), { recursive: true })
  writeFileSync(
    join(CONTENT_DIR, 'town-services', place, `${service}.md`),
    markdownFile(
      {
        label: route.label,
        title: route.title,
        heading: route.heading,
        description: route.description,
        order: places.indexOf(place) + 1,
        related: body.related,
      },
      docToMarkdown(body.sections, body.faqs),
    ),
  )
})

const problems = new Problems()
const { modules } = townServicePages.compile(CONTENT_DIR, problems)
if (problems.list.length) throw new Error(problems.format())
const json = (code: string) => JSON.parse(code.slice(code.indexOf('= ') + 2)) as unknown
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown
const index = json(modules['catalog/town-services.ts']!) as {
  placeSlug: string
  slug: string
  label: string
  title: string
  heading: string
  description: string
}[]
const expected = pages.map((r) => ({
  label: r.label,
  title: r.title,
  heading: r.heading,
  description: r.description,
}))
if (
  !isDeepStrictEqual(
    index.map(({ label, title, heading, description }) => ({ label, title, heading, description })),
    expected,
  )
) {
  throw new Error('the town service index differs after the round trip')
}
if (
  !isDeepStrictEqual(
    index.map((p) => `${p.placeSlug}/${p.slug}`),
    pages.map((r) => r.contentId),
  )
) {
  throw new Error('the town service order differs after the round trip')
}
if (!isDeepStrictEqual(json(modules['bodies/town-services.ts']!), plain(bodies))) {
  throw new Error('the town service texts differ after the round trip')
}
console.log(`migrated ${pages.length} town service pages, identical after the round trip`)
