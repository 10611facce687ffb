import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { NavItem } from '../../../shared/navigation-types'
import { findRoute } from '../../../shared/routes'
import { checkLinks, CONTENT_DIR } from '../compile'
import { Problems } from '../problems'
import { NAV_LABEL_MAX, navigation, NAVIGATION_FILE } from './navigation'

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A content folder holding only navigation.yaml with `text` (none when undefined), compiled. */
function compileMenu(text: string | undefined, isPage: (path: string) => boolean = () => true) {
  const dir = mkdtempSync(join(tmpdir(), 'navigation-test-'))
  dirs.push(dir)
  if (text !== undefined) writeFileSync(join(dir, 'navigation.yaml'), text)
  const problems = new Problems()
  const { modules, links } = navigation.compile(dir, problems)
  checkLinks(links, isPage, problems)
  const module = modules['catalog/navigation.ts']
  const menu = module && (JSON.parse(module.slice(module.indexOf('= ') + 2)) as NavItem[])
  return { problems: problems.format(), menu }
}

const lineOf = (text: string, pattern: RegExp) =>
  text.split('\n').findIndex((line) => pattern.test(line)) + 1

const MENU = `# the main menu
menu:
  - label: Home
    href: /
  - label: Closets
    href: /services/closets
    mobileLabel: Closets & Built-ins
  - label: Learning
    href: /learning
    mobile: false
`

describe('the main menu (content/navigation.yaml)', () => {
  it('keeps the order, the phone labels and the entries the phone menu leaves out', () => {
    const { problems, menu } = compileMenu(MENU)
    expect(problems).toBe('')
    expect(menu).toEqual([
      { label: 'Home', href: '/', mobile: true },
      {
        label: 'Closets',
        href: '/services/closets',
        mobileLabel: 'Closets & Built-ins',
        mobile: true,
      },
      { label: 'Learning', href: '/learning', mobile: false },
    ])
  })

  it('names the line of a label too long, one missing, an address twice and one not an address', () => {
    const long = 'x'.repeat(NAV_LABEL_MAX + 1)
    const broken = MENU.replace('label: Closets', `label: ${long}`)
      .replace('  - label: Learning\n', '  - mobileLabel: Learning\n')
      .replace('href: /learning', 'href: /services/closets')
      .replace('href: /\n', 'href: home\n')
    const { problems, menu } = compileMenu(broken)
    expect(menu).toBeUndefined()
    const at = (pattern: RegExp) => `${NAVIGATION_FILE}:${lineOf(broken, pattern)}`
    expect(problems.split('\n')).toEqual([
      `${at(/href: home/)}: 'menu.0.href' must be a page address such as /blog/kitchen-remodel-timeline, found "home"`,
      `${at(/label: x+$/)}: 'menu.1.label' must be at most ${NAV_LABEL_MAX} characters, found "${long}"`,
      `${at(/mobileLabel: Learning/)}: 'menu.2.label' must be text, is missing`,
      `${NAVIGATION_FILE}:${lineOf(broken, /mobile: false/) - 1}: 'menu.2.href' is already in the menu above: list each page once, found "/services/closets"`,
    ])
  })

  it('refuses an address that is not a page of the site, on its line', () => {
    const { problems } = compileMenu(MENU, (path) => path !== '/services/closets')
    expect(problems).toBe(
      `${NAVIGATION_FILE}:${lineOf(MENU, /href: \/services\/closets/)}: 'menu.1.href' names "/services/closets", which is not a page of this site`,
    )
  })

  it('says when the file is missing', () => {
    expect(compileMenu(undefined).problems).toBe(`${NAVIGATION_FILE}: the file is missing`)
  })

  it('links only pages of the site in content/navigation.yaml', () => {
    const problems = new Problems()
    const { links } = navigation.compile(CONTENT_DIR, problems)
    checkLinks(links, (path) => findRoute(path) !== undefined, problems)
    expect(problems.format()).toBe('')
    expect(links.length).toBeGreaterThan(0)
  })
})
