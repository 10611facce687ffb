import { z } from 'zod'
import { locationRegions, type LocationPage } from '../../../shared/catalog/location-types'
import {
  moduleText,
  readMarkdownCollection,
  relatedLinks,
  writtenPages,
  type Collection,
} from '../collection'
import { catalogFields, relatedPages } from '../fields'

/** content/locations/{region}/{slug}.md: one town outside Westchester, /{region}/locations/{slug}. */
export const locationFrontMatter = z.object({
  ...catalogFields,
  /** place in its region's list, lowest first */
  order: z.number('must be a number: its place in the region, lowest first'),
  related: relatedPages,
})

/** The location pages, region by region, and their text. */
export const locations: Collection = {
  name: 'locations',
  compile(contentDir, problems) {
    const pages = readMarkdownCollection(contentDir, 'locations', locationFrontMatter, problems, {
      nested: true,
    })
    const regionOf = (path: string) => path.split('/')[0] as LocationPage['region']
    for (const page of pages) {
      const region = regionOf(page.path)
      if (!locationRegions.includes(region) || page.path.split('/').length !== 2) {
        problems.add(
          page.source.file,
          `a location page belongs in one of the folders ${locationRegions.map((r) => `content/locations/${r}/`).join(', ')}`,
        )
      }
    }
    const ordered = pages
      .filter((page) => locationRegions.includes(regionOf(page.path)))
      .sort(
        (a, b) =>
          locationRegions.indexOf(regionOf(a.path)) - locationRegions.indexOf(regionOf(b.path)) ||
          a.data.order - b.data.order ||
          a.slug.localeCompare(b.slug),
      )
    const catalog: LocationPage[] = ordered.map(({ path, slug, data }) => ({
      region: regionOf(path),
      slug,
      label: data.label,
      title: data.title,
      heading: data.heading,
      description: data.description,
    }))
    return {
      modules: {
        'catalog/locations.ts': moduleText(
          "import type { LocationPage } from '../../shared/catalog/location-types'\n",
          { locationPages: { type: 'readonly LocationPage[]', value: catalog } },
        ),
        'bodies/locations.ts': moduleText(
          "import type { DocContent } from '../../shared/content/types'\n",
          { locationBodies: { type: 'DocContent[]', value: ordered.map((page) => page.doc) } },
        ),
      },
      links: relatedLinks(ordered),
      written: writtenPages(ordered),
    }
  },
}
