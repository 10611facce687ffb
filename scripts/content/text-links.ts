/** The addresses a link in the text may go to, checked as the text is read. */
import type { PhrasingContent } from 'mdast'
import { lineOf, type Where } from './markdown-where'

/** A page of this site by its path, or a secure address elsewhere. */
const SITE_PATH = /^\/[a-z0-9/-]*$/
const OUTSIDE = /^https:\/\/[^\s/]+\.[^\s]+$/

/** The address of a link, checked: undefined (reported) when it is neither kind. */
export function linkTarget(url: string, node: PhrasingContent, where: Where): string | undefined {
  if (SITE_PATH.test(url)) {
    where.links?.push({ path: url, line: lineOf(node, where) })
    return url
  }
  if (OUTSIDE.test(url)) return url
  where.problems.add(
    where.file,
    `a link must go to a page of this site by its address, such as (/services/kitchens), or to a full address starting with https://, found ${JSON.stringify(url)}`,
    lineOf(node, where),
  )
  return undefined
}
