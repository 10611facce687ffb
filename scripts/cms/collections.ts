/**
 * What the owner edits at /admin: every content collection, in the words of the business. Each
 * collection's fields come from the schema the build checks the same files with (cms-fields.ts);
 * the folders are read from content/ at build time, so a new section, town or region folder is
 * editable without a change here.
 */
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
import { navigationSchema } from '../content/collections/navigation'
import { laidOutPageFields, pageFrontMatter } from '../content/collections/pages'
import { laidOutServiceFields, serviceFrontMatter } from '../content/collections/services'
import { written, yamlFile, type CmsCollection } from './cms-collection'
import { humanize } from './cms-fields'
import { filesIn, subfolders } from './content-folders'
import { figureFields } from './figure-fields'
import { MARKDOWN_HELP, minimumWords } from './page-text'
import { placeCollections } from './place-collections'

/** Every collection of content/ as the editor lists it. */
export function cmsCollections(contentDir: string): CmsCollection[] {
  const sections = subfolders(contentDir, 'learning')
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
    ...placeCollections(contentDir),
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
