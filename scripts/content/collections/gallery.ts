/**
 * content/gallery/{slug}.md: one finished project, /gallery/{slug}. The facts, pictures, quote,
 * selections and week-by-week timeline are front matter; the story is four sections of text.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { CaseStudyContent } from '../../../shared/content/types'
import type { CaseStudy } from '../../../shared/catalog/gallery-types'
import { moduleText, reportIssues, textLinks, type Collection, type Links } from '../collection'
import { catalogFields, pictureName, SLUG, text } from '../fields'
import { readMarkdownFile } from '../front-matter'
import { imageNames } from '../images'
import { markdownToDoc } from '../markdown'
import { found, type Problems } from '../problems'
import { plainOnly } from '../running-text'
import { resolveTokens } from '../tokens'
import { paths } from '../../../shared/paths'

/** The sections of a project's story, in this order. */
export const STORY = ['Overview', 'The challenge', 'Our solution', 'Scope'] as const

const picture = z.object({
  image: pictureName('must be a picture in images/, such as /images/kitchen-island.jpg').meta({
    title: 'Photo',
    description: 'Upload a photo or choose one already in the library.',
  }),
  alt: text(20, 300).meta({
    title: 'Description of the photo',
    description:
      'What the photo shows, for visitors who cannot see it and for search engines: the room, the cabinets, the counters, the light.',
  }),
})

export const galleryFrontMatter = z.object({
  ...catalogFields,
  /** position in the gallery, lowest first */
  order: z
    .number('must be a number: its place in the gallery, lowest first')
    .meta({ title: 'Place in the gallery', description: 'Lowest first.' }),
  room: z.enum(['kitchen', 'bathroom'], 'must be kitchen or bathroom').meta({ title: 'Room' }),
  place: z
    .string('must be the file name of a Westchester town page')
    .regex(SLUG, 'must be a town slug such as scarsdale')
    .meta({ title: 'Town page', description: 'The town page’s file name, e.g. scarsdale.' }),
  townName: text(2, 40).meta({ title: 'Town' }),
  budget: text(2, 30).meta({
    title: 'Budget',
    description: 'Written out, or by its name from Price figures, e.g. {{projects.rye.budget}}.',
  }),
  duration: text(2, 30).meta({ title: 'Time on site', description: 'e.g. 8 weeks' }),
  before: picture,
  after: picture,
  quote: z.object({
    text: text(20, 400),
    attribution: text(2, 60),
    sample: z.boolean("must be true (words we wrote) or false (the homeowner's own words)"),
  }),
  selections: z
    .array(
      z.object({
        item: text(2, 40).meta({ title: 'Item', description: 'e.g. Countertops' }),
        choice: text(2, 200).meta({ title: 'What was chosen' }),
      }),
      'must be a list of item and choice',
    )
    .min(1),
  timeline: z
    .array(
      z.object({
        name: text(2, 40).meta({ title: 'When', description: 'e.g. Week 1' }),
        text: text(2, 400).meta({ title: 'What happened' }),
      }),
      'must be a list of name and text',
    )
    .min(1),
})

/** The story sections of one file, each checked for what it must hold. */
function story(file: string, markdown: string, bodyLine: number, problems: Problems) {
  const { sections, faqs, links } = markdownToDoc(markdown, { file, bodyLine, problems })
  const headings = sections.map((s) => s.heading)
  if (headings.join('|') !== STORY.join('|') || faqs.length) {
    problems.add(
      file,
      `the text must have exactly these sections, in order: ${STORY.map((h) => `"## ${h}"`).join(', ')}; found ${found(headings.join(', '))}`,
    )
    return undefined
  }
  const paragraphs = (index: number) =>
    sections[index]!.blocks.map((block) => {
      if (block.kind === 'p') return block.text
      problems.add(file, `"## ${STORY[index]}" must hold paragraphs only`)
      return ''
    })
  const scope = sections[3]!.blocks
  if (scope.length !== 1 || scope[0]!.kind !== 'list') {
    problems.add(file, '"## Scope" must be one list of the work done')
    return undefined
  }
  return {
    // plain: the overview is also the summary search engines and the gallery cards read
    overview: paragraphs(0)
      .map((paragraph) => plainOnly(paragraph, file, '"## Overview"', problems))
      .join('\n\n'),
    challenge: paragraphs(1),
    solution: paragraphs(2),
    scope: scope[0]!.items,
    links,
  }
}

export const gallery: Collection = {
  name: 'gallery',
  compile(contentDir, problems) {
    const dir = join(contentDir, 'gallery')
    const images = imageNames()
    const entries: { order: number; study: CaseStudy; content: CaseStudyContent }[] = []
    const inText: Links[] = []
    for (const name of readdirSync(dir).sort()) {
      const file = `content/gallery/${name}`
      const slug = name.replace(/\.md$/, '')
      if (!name.endsWith('.md') || !SLUG.test(slug)) {
        problems.add(
          file,
          `a project is a .md file named with lower-case words joined by dashes, found ${found(name)}`,
        )
        continue
      }
      const source = readMarkdownFile(
        resolveTokens(readFileSync(join(dir, name), 'utf8'), file, problems),
        file,
        problems,
      )
      const parsed = galleryFrontMatter.safeParse(source.data)
      const text = story(file, source.body, source.bodyLine, problems)
      if (!parsed.success) {
        if (source.readable) reportIssues(source, parsed.error, problems)
        continue
      }
      const data = parsed.data
      for (const side of ['before', 'after'] as const) {
        if (!images.has(data[side].image)) {
          problems.add(
            file,
            `'${side}.image' names ${found(data[side].image)}, which is not a picture in images/`,
            source.lineOf(side),
          )
        }
      }
      if (!text) continue
      const { links, ...written } = text
      inText.push(...textLinks(file, links))
      entries.push({
        order: data.order,
        study: {
          slug,
          label: data.label,
          title: data.title,
          heading: data.heading,
          description: data.description,
          room: data.room,
          placeSlug: data.place,
          townName: data.townName,
          budget: data.budget,
          duration: data.duration,
        },
        content: {
          slug,
          before: { id: data.before.image, alt: data.before.alt },
          after: { id: data.after.image, alt: data.after.alt },
          ...written,
          selections: data.selections,
          timeline: data.timeline,
          quote: data.quote,
        },
      })
    }
    entries.sort((a, b) => a.order - b.order || a.study.slug.localeCompare(b.study.slug))
    return {
      modules: {
        'catalog/gallery.ts': moduleText(
          "import type { CaseStudy } from '../../shared/catalog/gallery-types'\n",
          {
            caseStudies: { type: 'readonly CaseStudy[]', value: entries.map((e) => e.study) },
          },
        ),
        'bodies/gallery.ts': moduleText(
          "import type { CaseStudyContent } from '../../shared/content/types'\n",
          {
            caseStudyContent: { type: 'CaseStudyContent[]', value: entries.map((e) => e.content) },
          },
        ),
      },
      // the town each project names must be a town page
      links: [
        ...entries.map((e) => ({
          file: `content/gallery/${e.study.slug}.md`,
          field: 'place',
          paths: [paths.town(e.study.placeSlug)],
        })),
        ...inText,
      ],
    }
  },
}
