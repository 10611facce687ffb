/**
 * content/regions/{region}.yaml: a regional hub, /{region}, its facts and its parts (hero,
 * typical requests, services, featured projects, questions, places, trust facts, closing call).
 * content/regions/{region}/{slug}.yaml: one of the region's service pages, /{region}/{slug}.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { RegionalServiceContent, RegionHubContent } from '../../../shared/content/types'
import {
  regionSlugs,
  type RegionalService,
  type RegionHub,
  type RegionSlug,
} from '../../../shared/catalog/region-types'
import type { PagePath } from '../../../shared/routes'
import {
  moduleText,
  readYamlFile,
  type Collection,
  type CollectionOutput,
  type Links,
} from '../collection'
import { catalogFields, sitePath, SLUG, text } from '../fields'
import { card, exactly, faq, imageRef, linkCard, paragraph, quote, section } from '../page-parts'
import { found } from '../problems'

export const regionHubSchema = z.object({
  ...catalogFields,
  state: z.enum(['NY', 'NJ', 'CT'], 'must be NY, NJ or CT'),
  hero: z.object({ eyebrow: text(2, 80), intro: paragraph, image: imageRef }),
  typicalRequests: section.extend({
    items: z.array(
      z.object({
        topic: z.enum(
          ['Materials', 'Styles', 'Permits', 'Timelines'],
          'must be Materials, Styles, Permits or Timelines',
        ),
        text: paragraph,
      }),
    ),
  }),
  services: exactly(linkCard, 8, 'services'),
  projects: exactly(
    z.object({ town: text(2, 40), title: text(2, 80), summary: paragraph, quote }),
    3,
    'featured projects',
  ),
  faqs: z.array(faq).min(1),
  places: section.extend({ names: z.array(text(2, 60)).min(1) }).optional(),
  trust: z.array(text(2, 60)).min(1),
  cta: section.extend({ text: paragraph }),
})

export const regionalServiceSchema = z.object({
  ...catalogFields,
  intro: z.array(paragraph).min(1),
  highlights: z.array(card).min(1),
  faqs: z.array(faq).min(1),
  related: z.array(sitePath).min(1).max(8),
})

const REGIONS: readonly string[] = regionSlugs

/** The hubs and the regional service pages: their index, their parts, their links. */
export const regions: Collection = {
  name: 'regions',
  compile(contentDir, problems): CollectionOutput {
    const dir = join(contentDir, 'regions')
    if (!existsSync(dir)) {
      problems.add('content/regions', 'the folder is missing')
      return { modules: {}, links: [] }
    }
    const hubs: { facts: RegionHub; parts: RegionHubContent }[] = []
    const services: { facts: RegionalService; parts: RegionalServiceContent }[] = []
    const links: Links[] = []
    const names = readdirSync(dir).sort()
    for (const name of names) {
      const file = `content/regions/${name}`
      const region = name.replace(/\.yaml$/, '')
      const folder = statSync(join(dir, name)).isDirectory()
      if (!REGIONS.includes(region) || (!folder && !name.endsWith('.yaml'))) {
        problems.add(
          file,
          `content/regions holds one file per region (${regionSlugs.map((r) => `${r}.yaml`).join(', ')}) and a folder of the same name for its service pages`,
        )
        continue
      }
      if (folder) continue
      const hub = readYamlFile(contentDir, file, regionHubSchema, problems)
      if (!hub) continue
      const { label, title, heading, description, state, ...parts } = hub
      const slug = region as RegionSlug
      hubs.push({
        facts: { slug, state, label, title, heading, description },
        parts: { slug, ...parts, services: parts.services.map(asLinkCard) },
      })
      links.push({ file, field: 'services', paths: parts.services.map((s) => s.href) })
    }
    for (const region of regionSlugs) {
      if (!names.includes(`${region}.yaml`)) {
        problems.add(
          `content/regions/${region}.yaml`,
          'the file is missing: it is the hub page of the region',
        )
      }
      if (!names.includes(region)) continue
      for (const name of readdirSync(join(dir, region)).sort()) {
        const file = `content/regions/${region}/${name}`
        const slug = name.replace(/\.yaml$/, '')
        if (!name.endsWith('.yaml') || !SLUG.test(slug)) {
          problems.add(
            file,
            `a regional service page is a .yaml file named with lower-case words joined by dashes, found ${found(name)}`,
          )
          continue
        }
        const page = readYamlFile(contentDir, file, regionalServiceSchema, problems)
        if (!page) continue
        const { label, title, heading, description, ...parts } = page
        services.push({
          facts: { region, slug, label, title, heading, description },
          parts: { id: `${region}/${slug}`, ...parts, related: parts.related as PagePath[] },
        })
        links.push({ file, field: 'related', paths: parts.related })
      }
    }
    const byRegion = (a: RegionSlug, b: RegionSlug) =>
      regionSlugs.indexOf(a) - regionSlugs.indexOf(b)
    hubs.sort((a, b) => byRegion(a.facts.slug, b.facts.slug))
    const types =
      "import type { RegionHub, RegionalService } from '../../shared/catalog/region-types'\n"
    return {
      modules: {
        'catalog/regions.ts': moduleText(types, {
          regionHubs: { type: 'readonly RegionHub[]', value: hubs.map((h) => h.facts) },
          regionalServices: {
            type: 'readonly RegionalService[]',
            value: services.map((s) => s.facts),
          },
        }),
        // each hub's text in its own module: a hub page fetches its own region only
        ...Object.fromEntries(
          hubs.map(({ parts }) => [
            `bodies/hub-${parts.slug}.ts`,
            moduleText("import type { RegionHubContent } from '../../shared/content/types'\n", {
              hub: { type: 'RegionHubContent', value: parts },
            }),
          ]),
        ),
        'loaders/hubs.ts': `// Written by scripts/content/compile.ts from content/: edit those files, not this one.
import type { RegionHubContent } from '../../shared/content/types'

/** Each regional hub's text, fetched on its own. */
export const hubLoaders: Readonly<Record<string, () => Promise<RegionHubContent>>> = {
${hubs.map(({ parts }) => `  ${parts.slug}: () => import('../bodies/hub-${parts.slug}').then((m) => m.hub),\n`).join('')}}
`,
        'frame/regional-services.ts': moduleText(
          "import type { RegionalServiceContent } from '../../shared/content/types'\n",
          {
            regionalServiceContent: {
              type: 'RegionalServiceContent[]',
              value: services.map((s) => s.parts),
            },
          },
        ),
      },
      links,
    }
  },
}

function asLinkCard(card: z.output<typeof regionHubSchema>['services'][number]) {
  return { ...card, href: card.href as PagePath }
}
