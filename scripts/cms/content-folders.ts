/** What a content folder holds, read when the build runs so new folders and files need no code. */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** The sub-folders of a content folder, each its own list in the editor. */
export function subfolders(contentDir: string, folder: string): string[] {
  const dir = join(contentDir, folder)
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/** The names, without extension, of a content folder's files of one kind. */
export function filesIn(contentDir: string, folder: string, extension: string): string[] {
  const dir = join(contentDir, folder)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith(`.${extension}`))
    .sort()
    .map((name) => name.slice(0, -extension.length - 1))
}
