import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { townServices, type TownServicePage } from '../../../shared/catalog/town-service-types'
import {
  moduleText,
  readMarkdownCollection,
  relatedLinks,
  writtenPages,
  type Collection,
} from '../collection'
import { catalogFields, relatedPages } from '../fields'
import { found } from '../problems'

/**
 * content/town-services/{place}/{service}.md: a Westchester town's kitchen or bathroom landing
 * page, /westchester/{place}/{service}. Only towns with real local material have them: a page
 * per town and service with the same words would be a doorway page.
 */
export const townServiceFrontMatter = z.object({
  ...catalogFields,
  /** the town's place among the towns with these pages, lowest first */
  order: z.number('must be a number: the town’s place in the list, lowest first'),
  related: relatedPages,
})

const SERVICES: readonly string[] = townServices.map((s) => s.slug)

/** The town service pages: their index and their text. */
export const townServicePages: Collection = {
  name: 'town-services',
  compile(contentDir, problems) {
    const read = readMarkdownCollection(
      contentDir,
      'town-services',
      townServiceFrontMatter,
      problems,
      { nested: true },
    )
    const pages = read.filter((page) => {
      const [place = '', service, ...rest] = page.path.split('/')
      if (rest.length > 0 || service === undefined) {
        problems.add(
          page.source.file,
          'a town service page is content/town-services/{town}/{service}.md, one folder down',
        )
      } else if (!existsSync(join(contentDir, 'towns', `${place}.md`))) {
        problems.add(
          page.source.file,
          `the folder must be named for a town page in content/towns, found ${found(place)}`,
        )
      } else if (!SERVICES.includes(service)) {
        problems.add(
          page.source.file,
          `the file must be named for one of the services ${SERVICES.map((s) => `${s}.md`).join(', ')}, found ${found(`${service}.md`)}`,
        )
      } else return true
      return false
    })
    const placeOf = (page: (typeof pages)[number]) => page.path.split('/')[0]!
    const ordered = pages.sort(
      (a, b) =>
        a.data.order - b.data.order ||
        placeOf(a).localeCompare(placeOf(b)) ||
        SERVICES.indexOf(a.slug) - SERVICES.indexOf(b.slug),
    )
    const catalog: TownServicePage[] = ordered.map(({ path, slug, data }) => ({
      placeSlug: placeOf({ path } as (typeof pages)[number]),
      service: slug as TownServicePage['service'],
      slug,
      label: data.label,
      title: data.title,
      heading: data.heading,
      description: data.description,
    }))
    return {
      modules: {
        'catalog/town-services.ts': moduleText(
          "import type { TownServicePage } from '../../shared/catalog/town-service-types'\n",
          { townServicePages: { type: 'readonly TownServicePage[]', value: catalog } },
        ),
        'bodies/town-services.ts': moduleText(
          "import type { DocContent } from '../../shared/content/types'\n",
          { townServiceBodies: { type: 'DocContent[]', value: ordered.map((page) => page.doc) } },
        ),
      },
      links: relatedLinks(ordered),
      written: writtenPages(ordered),
    }
  },
}
