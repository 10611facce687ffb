/** A picture standing on a line of its own in the text: `![Alt](name "Caption")`. */
import type { PhrasingContent } from 'mdast'
import type { Block } from '../../shared/content/types'
import { imageNames } from './images'
import { lineOf, type Where } from './markdown-where'

type ImageNode = Extract<PhrasingContent, { type: 'image' }>

/** A picture by its name in images/, described for people who cannot see it. */
export function imageBlock(node: ImageNode, where: Where): Block {
  const names = imageNames()
  if (!names.has(node.url)) {
    where.problems.add(
      where.file,
      `the picture ${JSON.stringify(node.url)} is not in images/: write the file name without its extension, such as ![A white kitchen](chappaqua-kitchen-after)`,
      lineOf(node, where),
    )
  }
  if (!node.alt?.trim()) {
    where.problems.add(
      where.file,
      `the picture ${JSON.stringify(node.url)} needs a description in the brackets, such as ![A white kitchen with a navy island](${node.url}), for people who cannot see it`,
      lineOf(node, where),
    )
  }
  const caption = node.title?.trim()
  return {
    kind: 'image',
    image: { id: node.url, alt: node.alt?.trim() ?? '' },
    ...(caption ? { caption } : {}),
  }
}
