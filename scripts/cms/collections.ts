/**
 * What the owner edits at /admin: every content collection, in the words of the business. Each
 * collection's fields come from the schema the build checks the same files with (cms-fields.ts);
 * the folders are read from content/ at build time, so a new section, town or region folder is
 * editable without a change here.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { z } from 'zod'
import { blogFrontMatter } from '../content/collections/blog'
import { bookingSchema } from '../content/collections/booking'
import { businessSchema } from '../content/collections/business'
import { confirmationSchema } from '../content/collections/confirmation'
import { galleryFrontMatter, STORY } from '../content/collections/gallery'
import { topicGuideFrontMatter, townGuideFrontMatter } from '../content/collections/guides'
import { homeSchema, trustBadgesSchema } from '../content/collections/home'
import {
  glossarySchema,
  learningFrontMatter,
  sectionsSchema,
  worksheetsSchema,
} from '../content/collections/learning'
import { locationFrontMatter } from '../content/collections/locations'
import { navigationSchema } from '../content/collections/navigation'
import { laidOutPageFields, pageFrontMatter } from '../content/collections/pages'
import { regionalServiceSchema, regionHubSchema } from '../content/collections/regions'
import { laidOutServiceFields, serviceFrontMatter } from '../content/collections/services'
import { townServiceFrontMatter } from '../content/collections/town-services'
import { townFrontMatter } from '../content/collections/towns'
import { cmsFields, humanize, placeName, type CmsField } from './cms-fields'
import { MINIMUM_WORDS, REPEATED_PARAGRAPH_CHARS } from '../content/site-rules'
import { figureFields } from './figure-fields'

type FolderCollection = {
  name: string
  label: string
  label_singular: string
  description: string
  folder: string
  extension: 'md' | 'yaml'
  format: 'frontmatter' | 'yaml'
  create: boolean
  delete: boolean
  slug?: string
  identifier_field: string
  summary?: string
  sortable_fields?: string[]
  preview_path?: string
  fields: CmsField[]
}

type FileCollection = {
  name: string
  label: string
  description: string
  files: { name: string; label: string; file: string; fields: CmsField[] }[]
}

export type CmsCollection = FolderCollection | FileCollection

const MARKDOWN_HELP =
  'Written in Markdown: a blank line between paragraphs; "## " starts a section heading; ' +
  '*italic*, **bold**, [words](/services/kitchens) for a link. Write a price by its name from ' +
  'Price figures, such as {{homeGuide.kitchen.fullRemodel}}, never as a number.'

/** The words the build asks of a page in this folder; undefined where it asks none. */
function minimumWords(folder: string): number | undefined {
  return MINIMUM_WORDS.find((rule) => rule.files.test(`content/${folder}/page.md`))?.words
}

/** The rules across pages the build holds the text to, said where the owner writes it. */
function bodyRules(folder: string): string {
  const words = minimumWords(folder)
  return [
    words ? `The build warns when the text has fewer than ${words} words.` : '',
    `A paragraph of ${REPEATED_PARAGRAPH_CHARS} characters or more that is already on another page stops the build: write each page's own.`,
  ]
    .filter(Boolean)
    .join(' ')
}

/** The text of a written page, edited as Markdown so the site's own blocks survive untouched. */
function body(hint: string): CmsField {
  return { label: 'Text', name: 'body', widget: 'markdown', modes: ['raw'], hint }
}

/** The sub-folders of a content folder, each its own list in the editor. */
function subfolders(contentDir: string, folder: string): string[] {
  const dir = join(contentDir, folder)
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

function filesIn(contentDir: string, folder: string, extension: string): string[] {
  const dir = join(contentDir, folder)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith(`.${extension}`))
    .sort()
    .map((name) => name.slice(0, -extension.length - 1))
}

type Written = {
  name: string
  label: string
  singular: string
  description: string
  folder: string
  schema: z.ZodType
  bodyHint?: string
  create?: boolean
  previewPath?: string
  summary?: string
}

/** A folder of Markdown pages with front matter. */
function written(options: Written): FolderCollection {
  const create = options.create ?? false
  return {
    name: options.name,
    label: options.label,
    label_singular: options.singular,
    description: options.description,
    folder: `content/${options.folder}`,
    extension: 'md',
    format: 'frontmatter',
    create,
    delete: create,
    // a new page's file name, and so its address, is made from its short name
    ...(create ? { slug: '{{slug}}' } : {}),
    identifier_field: 'label',
    summary: options.summary ?? '{{title}}',
    sortable_fields: ['label', 'title'],
    ...(options.previewPath ? { preview_path: options.previewPath } : {}),
    fields: [
      ...cmsFields(options.schema),
      body(`${options.bodyHint ?? MARKDOWN_HELP} ${bodyRules(options.folder)}`),
    ],
  }
}

/** One YAML file edited as a form. */
function yamlFile(name: string, label: string, file: string, schema: z.ZodType) {
  return { name, label, file, fields: cmsFields(schema) }
}

/** Every collection of content/ as the editor lists it. */
export function cmsCollections(contentDir: string): CmsCollection[] {
  const sections = subfolders(contentDir, 'learning')
  const serviceTowns = subfolders(contentDir, 'town-services')
  const locationRegions = subfolders(contentDir, 'locations')
  const hubs = filesIn(contentDir, 'regions', 'yaml')
  const laidOutPages = filesIn(contentDir, 'pages', 'yaml')
  const laidOutServices = filesIn(contentDir, 'services', 'yaml')

  return [
    written({
      name: 'blog',
      label: 'Blog posts',
      singular: 'Blog post',
      description: `Articles at /blog. A new post needs a date, a topic and three to six related pages, and should have at least ${minimumWords('blog')} words; its address is made from its short name. A cost guide must link to the cost estimator.`,
      folder: 'blog',
      schema: blogFrontMatter,
      create: true,
      previewPath: 'blog/{{slug}}',
      summary: '{{published}} · {{title}}',
    }),
    written({
      name: 'gallery',
      label: 'Gallery projects',
      singular: 'Project',
      description:
        'Finished projects at /gallery: the before and after photos with their descriptions, the facts, the homeowner’s words, the selections and the week-by-week timeline.',
      folder: 'gallery',
      schema: galleryFrontMatter,
      create: true,
      previewPath: 'gallery/{{slug}}',
      bodyHint: `The story in four sections, each starting with "## " and in this order: ${STORY.join(', ')}. ${MARKDOWN_HELP}`,
    }),
    written({
      name: 'services',
      label: 'Service pages',
      singular: 'Service page',
      description:
        'The written service pages at /services (cabinets, countertops, flooring...). The kitchens and bathrooms pages are under "Kitchens and bathrooms pages".',
      folder: 'services',
      schema: serviceFrontMatter,
      previewPath: 'services/{{slug}}',
    }),
    {
      name: 'service-layouts',
      label: 'Kitchens and bathrooms pages',
      description:
        'The two main service pages, laid out in parts: the top of the page, the service cards, the before and after sliders, the price tiers, the process, the questions.',
      files: laidOutServices.map((slug) =>
        yamlFile(
          `service-${slug}`,
          humanize(slug),
          `content/services/${slug}.yaml`,
          laidOutServiceFields,
        ),
      ),
    },
    ...sections.map((section) =>
      written({
        name: `learning-${section}`,
        label: `Learning: ${humanize(section)}`,
        singular: 'Learning page',
        description: `The encyclopedia's ${humanize(section).toLowerCase()} pages at /learning/${section}. A page should have at least ${minimumWords(`learning/${section}`)} words.`,
        folder: `learning/${section}`,
        schema: learningFrontMatter,
        previewPath: `learning/${section}/{{slug}}`,
      }),
    ),
    {
      name: 'learning-lists',
      label: 'Learning: sections, glossary, worksheets',
      description:
        'The order of the encyclopedia’s sections and pages, the glossary of terms and the worksheets.',
      files: [
        yamlFile(
          'sections',
          'Sections and their pages',
          'content/learning/sections.yaml',
          sectionsSchema,
        ),
        yamlFile('glossary', 'Glossary', 'content/learning/glossary.yaml', glossarySchema),
        yamlFile('worksheets', 'Worksheets', 'content/learning/worksheets.yaml', worksheetsSchema),
      ],
    },
    written({
      name: 'guides-topics',
      label: 'Guides: subjects',
      singular: 'Guide',
      description:
        'The planning guides at /guides on one subject (permits, budgets, timelines...).',
      folder: 'guides/topics',
      schema: topicGuideFrontMatter,
    }),
    written({
      name: 'guides-towns',
      label: 'Guides: towns',
      singular: 'Town guide',
      description: 'The remodeling guides for one town at /guides, named by town and ZIP code.',
      folder: 'guides/towns',
      schema: townGuideFrontMatter,
    }),
    written({
      name: 'towns',
      label: 'Town pages',
      singular: 'Town page',
      description:
        'The Westchester places at /westchester/{town}/kitchen-bath-remodeling: the facts (ZIP codes, map position, neighbours) and the text about the homes, projects and permits.',
      folder: 'towns',
      schema: townFrontMatter,
      summary: '{{town}}',
    }),
    ...serviceTowns.map((town) =>
      written({
        name: `town-services-${town}`,
        label: `Town services: ${placeName(town)}`,
        singular: 'Town service page',
        description: `The kitchen and bathroom pages written for ${placeName(town)}.`,
        folder: `town-services/${town}`,
        schema: townServiceFrontMatter,
      }),
    ),
    ...locationRegions.map((region) =>
      written({
        name: `locations-${region}`,
        label: `Locations: ${placeName(region)}`,
        singular: 'Location page',
        description: `The town pages of ${placeName(region)} at /${region}/locations.`,
        folder: `locations/${region}`,
        schema: locationFrontMatter,
      }),
    ),
    {
      name: 'regions',
      label: 'Regional hubs',
      description:
        'The pages of each area we serve (/westchester, /rockland, /bergen, /greenwich) and their regional service pages.',
      files: [
        ...hubs.map((region) =>
          yamlFile(
            `hub-${region}`,
            placeName(region),
            `content/regions/${region}.yaml`,
            regionHubSchema,
          ),
        ),
        ...hubs.flatMap((region) =>
          filesIn(contentDir, `regions/${region}`, 'yaml').map((slug) =>
            yamlFile(
              `hub-${region}-${slug}`,
              `${placeName(region)}: ${humanize(slug)}`,
              `content/regions/${region}/${slug}.yaml`,
              regionalServiceSchema,
            ),
          ),
        ),
      ],
    },
    written({
      name: 'pages',
      label: 'Other pages',
      singular: 'Page',
      description:
        'The privacy policy, the terms of service, the showroom, and the introductions of the blog, gallery, guides, learning and news pages.',
      folder: 'pages',
      schema: pageFrontMatter,
    }),
    {
      name: 'site',
      label: 'Home page and site facts',
      description:
        'The home page, the trust badges, the business facts (name, phone, address, hours) used on every page, the main menu at the top of every page, the price figures every page quotes, the e-mail a homeowner receives after sending a request, and the rules of booking the free consultation (the kinds of appointment, their hours and the limits).',
      files: [
        yamlFile('home', 'Home page', 'content/home.yaml', homeSchema),
        yamlFile('trust-badges', 'Trust badges', 'content/trust-badges.yaml', trustBadgesSchema),
        yamlFile('business', 'Business facts', 'content/business.yaml', businessSchema),
        yamlFile('navigation', 'Main menu', 'content/navigation.yaml', navigationSchema),
        yamlFile(
          'confirmation',
          'Confirmation e-mail to the homeowner',
          'content/confirmation.yaml',
          confirmationSchema,
        ),
        yamlFile('booking', 'Booking the free consultation', 'content/booking.yaml', bookingSchema),
        {
          name: 'figures',
          label: 'Price figures',
          file: 'content/figures.yaml',
          fields: figureFields(contentDir),
        },
        ...laidOutPages.map((slug) =>
          yamlFile(
            `page-${slug}`,
            `Page: ${humanize(slug)}`,
            `content/pages/${slug}.yaml`,
            laidOutPageFields,
          ),
        ),
      ],
    },
  ]
}
