/** A Decap CMS collection as its configuration spells it, and the two kinds the editor lists. */
import type { z } from 'zod'
import { cmsFields, type CmsField } from './cms-fields'
import { textField } from './page-text'

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

/** A folder of written pages: its folder under content/, its schema and the owner's words. */
export type Written = {
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
export function written(options: Written): FolderCollection {
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
    fields: [...cmsFields(options.schema), textField(options.folder, options.bodyHint)],
  }
}

/** One YAML file edited as a form. */
export function yamlFile(name: string, label: string, file: string, schema: z.ZodType) {
  return { name, label, file, fields: cmsFields(schema) }
}
