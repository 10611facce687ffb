import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../../server/project-paths'
import type { CmsField } from './cms-fields'
import type { CmsCollection } from './cms-collection'
import { cmsCollections } from './collections'

const CONTENT = join(ROOT, 'content')
const collections = cmsCollections(CONTENT)

function contentFiles(dir = CONTENT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return contentFiles(path)
    return /\.(md|yaml)$/.test(entry.name) ? [relative(ROOT, path)] : []
  })
}

/** The collection and the fields the editor edits a content file with, if any. */
function editorFor(file: string): { collection: CmsCollection; fields: CmsField[] } | undefined {
  for (const collection of collections) {
    if ('folder' in collection) {
      const folder = file.slice(0, file.lastIndexOf('/'))
      if (folder === collection.folder && file.endsWith(`.${collection.extension}`)) {
        return { collection, fields: collection.fields }
      }
    } else {
      const entry = collection.files.find((f) => f.file === file)
      if (entry) return { collection, fields: entry.fields }
    }
  }
  return undefined
}

/** A file's values: the front matter of Markdown (its body is the `body` field), or the YAML. */
function values(file: string): Record<string, unknown> {
  const text = readFileSync(join(ROOT, file), 'utf8')
  if (!file.endsWith('.md')) return (parse(text) ?? {}) as Record<string, unknown>
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)
  return { ...(parse(match![1]!) as Record<string, unknown>), body: match![2] }
}

/** Every problem the editor would have with a value the build accepted. */
function disagreements(value: unknown, field: CmsField, at: string): string[] {
  if (value === undefined || value === null) {
    return field.required === false ? [] : [`${at}: the editor requires it, the file has none`]
  }
  if (field.widget === 'object') {
    return checkObject(value as Record<string, unknown>, field.fields ?? [], `${at}.`)
  }
  if (field.widget === 'list') {
    if (!Array.isArray(value)) return [`${at}: the editor edits a list`]
    const problems: string[] = []
    if (field.min !== undefined && value.length < field.min) problems.push(`${at}: under min`)
    if (field.max !== undefined && value.length > field.max) problems.push(`${at}: over max`)
    return problems.concat(
      value.flatMap((item, index) =>
        field.fields
          ? checkObject(item as Record<string, unknown>, field.fields, `${at}.${index}.`)
          : disagreements(item, field.field!, `${at}.${index}`),
      ),
    )
  }
  if (field.widget === 'select' && !field.options!.includes(String(value))) {
    return [`${at}: ${String(value)} is not one of the editor's choices`]
  }
  if (field.pattern && !new RegExp(field.pattern[0]).test(String(value))) {
    return [`${at}: the editor refuses ${JSON.stringify(value)} (${field.pattern[1]})`]
  }
  return []
}

function checkObject(data: Record<string, unknown>, fields: CmsField[], prefix: string): string[] {
  const known = new Set(fields.map((field) => field.name))
  const unknown = Object.keys(data)
    .filter((key) => !known.has(key))
    .map((key) => `${prefix}${key}: the file has it, the editor has no field for it`)
  return unknown.concat(
    fields.flatMap((field) => disagreements(data[field.name], field, `${prefix}${field.name}`)),
  )
}

describe('the editor’s collections', () => {
  const files = contentFiles()

  it('cover every content file', () => {
    expect(files.filter((file) => !editorFor(file))).toEqual([])
  })

  it('have a field for every value a file holds and accept every value the build accepts', () => {
    const problems = files.flatMap((file) => {
      const editor = editorFor(file)
      return editor ? checkObject(values(file), editor.fields, `${file}: `) : []
    })
    expect(problems).toEqual([])
  })

  it('have unique names and a label the owner reads on every field', () => {
    const names = collections.map((c) => c.name)
    expect(new Set(names).size).toBe(names.length)
    const unlabelled = (fields: CmsField[]): string[] =>
      fields.flatMap((field) => [
        ...(field.label.trim() ? [] : [field.name]),
        ...unlabelled(field.fields ?? (field.field ? [field.field] : [])),
      ])
    for (const collection of collections) {
      const fields =
        'folder' in collection ? collection.fields : collection.files.flatMap((f) => f.fields)
      expect(unlabelled(fields), collection.name).toEqual([])
    }
  })
})
