/**
 * content/navigation.yaml: the main menu, in the order it shows. The header and the phone menu
 * read it (shared/navigation.ts); each address is checked against the registry like every link.
 */
import { z } from 'zod'
import type { NavItem } from '../../../shared/navigation-types'
import {
  moduleText,
  readCheckedYaml,
  type Collection,
  type CollectionOutput,
  type Links,
} from '../collection'
import { sitePath, text } from '../fields'
import type { Problems } from '../problems'

export const NAVIGATION_FILE = 'content/navigation.yaml'

/** The menu is one line on a computer screen: its labels stay short. */
export const NAV_LABEL_MAX = 16
/** The phone menu has a line per entry, room for a longer name. */
export const NAV_MOBILE_LABEL_MAX = 30

const navItem = z.object({
  label: text(2, NAV_LABEL_MAX).meta({
    title: 'Label',
    description: 'The entry’s name in the menu at the top of the page, such as Kitchens.',
  }),
  href: sitePath.meta({
    title: 'Links to (page address)',
    description: 'The page, by its address on this site, such as /services/kitchens.',
  }),
  mobileLabel: text(2, NAV_MOBILE_LABEL_MAX).optional().meta({
    title: 'Label on phones',
    description:
      'A longer name for the phone menu, such as Closets & Built-ins; without one it shows the label.',
  }),
  mobile: z.boolean('must be true or false').default(true).meta({
    title: 'In the phone menu',
    description: 'Off: the phone menu leaves this entry out.',
  }),
}) satisfies z.ZodType<Omit<NavItem, 'href'> & { href: string }>

/** Each page once: two entries for one address would show the same page twice. */
function oncePerPage(items: readonly unknown[], ctx: z.RefinementCtx) {
  // run even when other entries have problems, so every problem is listed at once
  const hrefs = items.map((item) => (item as { href?: unknown } | null)?.href)
  hrefs.forEach((href, index) => {
    if (typeof href === 'string' && hrefs.indexOf(href) < index) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'href'],
        message: 'is already in the menu above: list each page once',
      })
    }
  })
}

export const navigationSchema = z.object({
  menu: z
    .array(navItem, 'must be a list of menu entries, each with a label and an address')
    .min(1, 'must list at least one page')
    .superRefine(oncePerPage, { when: ({ value }) => Array.isArray(value) })
    .meta({ title: 'Main menu', description: 'The entries in the order the menu shows them.' }),
})

/** The main menu: the module the header and the phone menu read, and its addresses to check. */
export const navigation: Collection = {
  name: 'navigation',
  compile(contentDir, problems: Problems): CollectionOutput {
    const read = readCheckedYaml(contentDir, NAVIGATION_FILE, navigationSchema, problems)
    if (!read) return { modules: {}, links: [] }
    // sitePath checked the form of each address; the registry checks it is a page (compile.ts)
    const items = read.data.menu as NavItem[]
    const links: Links[] = items.map((item, index) => ({
      file: NAVIGATION_FILE,
      field: `menu.${index}.href`,
      paths: [item.href],
      line: read.source.lineAt?.(['menu', index, 'href']),
    }))
    return {
      modules: {
        'catalog/navigation.ts': moduleText(
          "import type { NavItem } from '../../shared/navigation-types'\n",
          { mainNav: { type: 'readonly NavItem[]', value: items } },
        ),
      },
      links,
    }
  },
}
