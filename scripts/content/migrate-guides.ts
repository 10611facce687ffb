/**
 * Run once: writes the topic and town guides and the service pages, until now TypeScript
 * modules, as content/guides/{topics,towns}/*.md and content/services/*.{md,yaml}, then reads
 * them back with the compiler and checks every index entry and every body comes out as it was.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { stringify } from 'yaml'
import { guideBodies } from '../../client/content/guides'
import { otherServiceBodies } from '../../client/content/services/other-services'
import type { DocContent } from '../../client/content/types'
import { topicGuides, townGuides } from '../../shared/catalog/guides'
import { services } from '../../shared/catalog/services'
import { CONTENT_DIR } from './compile'
import { readGuides } from './collections/guides'
import { readServices } from './collections/services'
import { Problems } from './problems'
import { docToMarkdown, markdownFile } from './to-markdown'

function bodyOf(bodies: readonly DocContent[], id: string): DocContent {
  const body = bodies.find((b) => b.id === id)
  if (!body) throw new Error(`no body for ${id}`)
  return body
}

const write = (folder: string, name: string, text: string) => {
  mkdirSync(join(CONTENT_DIR, folder), { recursive: true })
  writeFileSync(join(CONTENT_DIR, folder, name), text)
}

topicGuides.forEach(({ slug, ...facts }, index) => {
  const body = bodyOf(guideBodies, slug)
  const front = { ...facts, order: index + 1, related: body.related }
  write('guides/topics', `${slug}.md`, markdownFile(front, docToMarkdown(body.sections, body.faqs)))
})
townGuides.forEach(({ slug, placeSlug, zip, ...facts }, index) => {
  const body = bodyOf(guideBodies, slug)
  const front = { place: placeSlug, zip, ...facts, order: index + 1, related: body.related }
  write('guides/towns', `${slug}.md`, markdownFile(front, docToMarkdown(body.sections, body.faqs)))
})
services.forEach((service, index) => {
  const { slug, label, title, heading, description } = service
  const facts = { label, title, heading, description }
  const parent = 'parentSlug' in service ? { parent: service.parentSlug } : {}
  const front = { ...facts, order: index + 1, ...parent }
  const body = otherServiceBodies.find((b) => b.id === slug)
  if (body) {
    const text = markdownFile(
      { ...front, related: body.related },
      docToMarkdown(body.sections, body.faqs),
    )
    write('services', `${slug}.md`, text)
  } else {
    const note = `# The index facts of the ${facts.label} page. Its text is laid out in\n# client/content/services/${slug}.ts.\n`
    write('services', `${slug}.yaml`, note + stringify(front, { lineWidth: 100 }))
  }
})

const problems = new Problems()
const guides = readGuides(CONTENT_DIR, problems)
const back = readServices(CONTENT_DIR, problems)
if (problems.list.length) throw new Error(problems.format())
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown
const same = (what: string, a: unknown, b: unknown) => {
  if (!isDeepStrictEqual(plain(a), plain(b))) throw new Error(`${what} differ after the round trip`)
}
same('the topic guides', guides.topicGuides, topicGuides)
same('the town guides', guides.townGuides, townGuides)
same('the services', back.services, services)
for (const [name, before, after] of [
  ['guide', guideBodies, guides.bodies],
  ['service', otherServiceBodies, back.bodies],
] as const) {
  same(
    `the ${name} bodies' order`,
    after.map((b) => b.id),
    before.map((b) => b.id),
  )
  for (const body of before) same(`the ${name} ${body.id}`, bodyOf(after, body.id), body)
}
console.log(
  `migrated ${guideBodies.length} guides and ${services.length} services to content/, each identical after the round trip`,
)
