/**
 * The renovation encyclopedia. content/learning/sections.yaml lists the sections in order, each
 * with its label and its pages in order; content/learning/{section}/{slug}.md is one page,
 * /learning/{section}/{slug}. content/learning/glossary.yaml and worksheets.yaml hold the terms
 * and the worksheets that two resources pages add to their text.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { GlossaryTerm, Worksheet } from '../../../shared/content/types'
import type { LearningSection } from '../../../shared/catalog/learning-types'
import {
  moduleText,
  readMarkdownCollection,
  writtenPages,
  readYamlFile,
  relatedLinks,
  type Collection,
  type Page,
} from '../collection'
import { catalogFields, relatedPages, SLUG, text } from '../fields'
import { found, type Problems } from '../problems'

const slug = z
  .string('must be a short name in lower-case words joined by dashes, such as kitchens')
  .regex(SLUG, 'must be a short name in lower-case words joined by dashes, such as kitchens')

export const SECTIONS_FILE = 'content/learning/sections.yaml'
export const GLOSSARY_FILE = 'content/learning/glossary.yaml'
export const WORKSHEETS_FILE = 'content/learning/worksheets.yaml'

/** content/learning/sections.yaml: the sections and their pages, in the order they are listed. */
export const sectionsSchema = z.object({
  sections: z
    .array(
      z.object({
        slug,
        label: text(2, 40),
        pages: z.array(slug, 'must be a list of page file names').min(1, 'must list a page'),
      }),
      'must be a list of sections',
    )
    .min(1, 'must list a section'),
})

/** content/learning/{section}/{slug}.md */
export const learningFrontMatter = z.object({
  ...catalogFields,
  related: relatedPages,
})

/** content/learning/glossary.yaml: the terms, in alphabetical order. */
export const glossarySchema = z.object({
  terms: z
    .array(z.object({ term: text(2, 80), definition: text(20, 800) }), 'must be a list of terms')
    .min(1, 'must list a term')
    .refine(
      (terms) =>
        terms.every(
          (t, i) =>
            i === 0 || terms[i - 1]!.term.toLowerCase().localeCompare(t.term.toLowerCase()) <= 0,
        ),
      'must be in alphabetical order',
    ),
})

const FIELD_KINDS = ['check', 'text', 'number', 'money'] as const

/** content/learning/worksheets.yaml: the worksheets, in the order the page shows them. */
export const worksheetsSchema = z.object({
  worksheets: z
    .array(
      z.object({
        id: slug,
        title: text(5, 80),
        intro: text(20, 400),
        fields: z
          .array(
            z.object({
              label: text(1, 80),
              kind: z.enum(FIELD_KINDS, `must be one of ${FIELD_KINDS.join(', ')}`),
              hint: text(1, 200).optional(),
            }),
            'must be a list of fields',
          )
          .min(1, 'must list a field'),
      }),
      'must be a list of worksheets',
    )
    .min(1, 'must list a worksheet'),
})

const DATA_FILES = ['sections.yaml', 'glossary.yaml', 'worksheets.yaml']

type LearningPage = Page<z.output<typeof learningFrontMatter>>

/** The section folders' pages in the order sections.yaml lists them; strays are reported. */
function readSections(
  contentDir: string,
  listed: z.output<typeof sectionsSchema>['sections'],
  problems: Problems,
): { section: (typeof listed)[number]; pages: LearningPage[] }[] {
  const folder = join(contentDir, 'learning')
  const names = listed.map((s) => s.slug).join(', ')
  for (const name of readdirSync(folder).sort()) {
    const isFolder = statSync(join(folder, name)).isDirectory()
    if (isFolder && !listed.some((s) => s.slug === name)) {
      problems.add(
        `content/learning/${name}`,
        `this folder is not a section listed in ${SECTIONS_FILE} (${names}): add it there or move its pages into one of those folders`,
      )
    } else if (!isFolder && !DATA_FILES.includes(name)) {
      problems.add(
        `content/learning/${name}`,
        `only the section folders (${names}) and ${DATA_FILES.join(', ')} belong in content/learning`,
      )
    }
  }
  return listed.map((section) => {
    const read = readMarkdownCollection(
      contentDir,
      `learning/${section.slug}`,
      learningFrontMatter,
      problems,
    )
    for (const page of read) {
      if (!section.pages.includes(page.slug)) {
        problems.add(
          page.source.file,
          `this page is not listed in ${SECTIONS_FILE}: add ${found(page.slug)} to the pages of ${section.slug}, where it should appear`,
        )
      }
    }
    const pages = section.pages.flatMap((name) => {
      const page = read.find((p) => p.slug === name)
      if (page) return [page]
      if (existsSync(join(contentDir, 'learning', section.slug, `${name}.md`))) return [] // reported
      problems.add(
        SECTIONS_FILE,
        `${section.slug} lists the page ${found(name)}, but content/learning/${section.slug}/${name}.md does not exist`,
      )
      return []
    })
    return {
      section,
      pages: pages.map((page) => ({
        ...page,
        doc: { ...page.doc, id: `${section.slug}/${page.slug}` },
      })),
    }
  })
}

/** The text the glossary and worksheets pages show besides their body, for their word count. */
function shownBeside(
  id: string | undefined,
  glossary: readonly GlossaryTerm[],
  worksheets: readonly Worksheet[],
): string | undefined {
  if (id === 'resources/glossary') return glossary.map((t) => `${t.term} ${t.definition}`).join(' ')
  if (id === 'resources/worksheets') {
    return worksheets
      .flatMap((w) => [
        w.title,
        w.intro,
        ...w.fields.map((f) => `${f.label} ${'hint' in f ? f.hint : ''}`),
      ])
      .join(' ')
  }
  return undefined
}

/** The encyclopedia: its index, one bodies module per section, the glossary and worksheets. */
export const learning: Collection = {
  name: 'learning',
  compile(contentDir, problems) {
    const listed = readYamlFile(contentDir, SECTIONS_FILE, sectionsSchema, problems)
    const glossary: GlossaryTerm[] =
      readYamlFile(contentDir, GLOSSARY_FILE, glossarySchema, problems)?.terms ?? []
    const worksheets: Worksheet[] =
      readYamlFile(contentDir, WORKSHEETS_FILE, worksheetsSchema, problems)?.worksheets ?? []
    const sections = listed ? readSections(contentDir, listed.sections, problems) : []
    if (listed && !listed.sections.some((s) => s.slug === 'resources')) {
      problems.add(
        SECTIONS_FILE,
        'must list the resources section: the glossary and worksheets pages belong to it',
        1,
      )
    }
    const learningSections: LearningSection[] = sections.map(({ section, pages }) => ({
      slug: section.slug,
      label: section.label,
      pages: pages.map(({ slug, data }) => ({
        slug,
        label: data.label,
        title: data.title,
        heading: data.heading,
        description: data.description,
      })),
    }))
    const bodies = Object.fromEntries(
      sections.map(({ section, pages }) => {
        const exports: Record<string, { type: string; value: unknown }> = {
          learningBodies: { type: 'DocContent[]', value: pages.map((page) => page.doc) },
        }
        // the glossary and worksheet pages are not precached: their lists travel with the text
        if (section.slug === 'resources') {
          exports.glossary = { type: 'GlossaryTerm[]', value: glossary }
          exports.worksheets = { type: 'Worksheet[]', value: worksheets }
        }
        const types =
          section.slug === 'resources' ? 'DocContent, GlossaryTerm, Worksheet' : 'DocContent'
        return [
          `bodies/learning-${section.slug}.ts`,
          moduleText(`import type { ${types} } from '../../shared/content/types'\n`, exports),
        ]
      }),
    )
    return {
      modules: {
        'catalog/learning.ts': moduleText(
          "import type { LearningSection } from '../../shared/catalog/learning-types'\n",
          { learningSections: { type: 'readonly LearningSection[]', value: learningSections } },
        ),
        ...bodies,
      },
      links: relatedLinks(sections.flatMap((s) => s.pages)),
      written: writtenPages(sections.flatMap((s) => s.pages)).map((page) => {
        // the glossary and worksheet pages show their lists besides the body
        const extra = shownBeside(page.doc?.id, glossary, worksheets)
        return extra ? { ...page, extraText: extra } : page
      }),
    }
  },
}
