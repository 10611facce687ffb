/**
 * The owner's editor at /admin, driven as the owner would drive it: `npm run edit` on a copy of
 * the repository, Decap CMS in Chromium writing the content files through its local server, and
 * the site rebuilt from them.
 */
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { parse } from 'yaml'
import { join } from 'node:path'
import { EDIT_PORT, EDITOR_PROXY_PORT } from '../playwright.config'
import { cmsCollections } from '../scripts/cms/collections'
import { articles } from '../shared/catalog/articles'
import { caseStudies } from '../shared/catalog/gallery'
import { paths } from '../shared/paths'
import { routes } from '../shared/routes'
import { startEditWorkspace, type EditWorkspace } from './editor-workspace'

test.describe.configure({ mode: 'serial' })

let workspace: EditWorkspace

test.beforeAll(async () => {
  test.setTimeout(120_000)
  workspace = await startEditWorkspace(EDIT_PORT, EDITOR_PROXY_PORT)
})

// Playwright reads the fixtures a hook needs from its first parameter, which must be a pattern
// eslint-disable-next-line no-empty-pattern
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(workspace.output())
})

test.afterAll(() => workspace?.stop())

/** The heading the owner gives a post in the editor: no page of the site has it. */
const NEW_HEADING = 'Our Remodel Plan, Laid Out Week by Week'

/** Front matter and body of a Markdown content file. */
function markdownFile(text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)
  if (!match) throw new Error('no front matter')
  return { data: parse(match[1]!) as Record<string, unknown>, body: match[2]! }
}

async function openEditor(page: Page, hash: string) {
  await workspace.settled()
  await page.goto(`${workspace.site}/admin/#${hash}`)
  // on this computer the editor signs in to its local server with one click, no password
  await page.getByRole('button', { name: 'Login' }).click()
}

/** The body's Markdown editor (Decap's raw mode: a text box of its own, not a labelled input). */
const bodyEditor = (page: Page) => page.locator('[role="textbox"][aria-multiline="true"]')

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
  await expect(page.getByText('Changes saved')).toBeVisible()
}

/** The page's HTML once the site has been rebuilt with the change (the edit command rebuilds). */
async function builtPage(path: string, shows: string): Promise<string> {
  let html = ''
  await expect
    .poll(
      async () => {
        const response = await fetch(`${workspace.site}${path}`).catch(() => undefined)
        html = response?.ok ? await response.text() : ''
        return html.includes(shows)
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(true)
  return html
}

test('the editor lists every collection, each in the owner’s words', async ({ page }) => {
  await openEditor(page, '/')
  const nav = page.getByRole('complementary')
  for (const { label: collection } of cmsCollections(join(workspace.dir, 'content'))) {
    await expect(nav.getByRole('link', { name: collection, exact: true })).toBeVisible()
  }
})

test('a post edited in the editor is saved to its file and shown after the rebuild', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const { slug } = articles[0]!
  const file = `content/blog/${slug}.md`
  const before = markdownFile(workspace.read(file))
  await openEditor(page, `/collections/blog/entries/${slug}`)

  const added =
    'We post each week’s plan on the refrigerator door so everyone knows what comes next.'
  // the caret in the body's last paragraph first: a click on the middle of the editor can land
  // in a table, and the editor may move the caret back there after Control+End
  const lastParagraph = before.body
    .trimEnd()
    .split('\n')
    .findLast((line) => line.length > 40)!
  // the editor draws the form before the entry has loaded and fills it in as each field is
  // ready: a change typed before the body's editor was ready was lost on a busy machine
  const heading = page.getByLabel('Heading', { exact: true })
  await expect(heading).toHaveValue(String(before.data.heading))
  await bodyEditor(page).getByText(lastParagraph.slice(0, 40)).click()
  // on a busy machine the editor can take a key before the click's caret and put the caret back
  // after it: the caret is moved until nothing but blank lines follow it
  await expect
    .poll(async () => {
      await page.keyboard.press('Control+End')
      return bodyEditor(page).evaluate((box) => {
        const selection = getSelection()
        if (!selection?.focusNode || !box.contains(selection.focusNode)) return false
        const rest = document.createRange()
        rest.selectNodeContents(box)
        rest.setStart(selection.focusNode, selection.focusOffset)
        return rest.toString().trim() === ''
      })
    })
    .toBe(true)
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await page.keyboard.insertText(added)
  await heading.fill(NEW_HEADING)
  await expect(heading).toHaveValue(NEW_HEADING)
  await expect(bodyEditor(page)).toContainText(added)
  await publish(page)

  // the file holds the change, and everything else as it was
  const after = markdownFile(workspace.read(file))
  expect(after.data).toEqual({ ...before.data, heading: NEW_HEADING })
  expect(after.body.trimEnd()).toBe(`${before.body.trimEnd()}\n\n\n${added}`)

  const html = await builtPage(paths.article(slug), `${NEW_HEADING}</h1>`)
  expect(html).toContain('refrigerator door so everyone knows what comes next')
})

test('a post created in the editor becomes a page, in the sitemap and on the blog index', async ({
  page,
}) => {
  test.setTimeout(150_000)
  // three pages of the site to relate the post to, as the build asks
  const related = [
    routes.find((r) => r.template === 'service')!.path,
    routes.find((r) => r.template === 'learning')!.path,
    paths.estimate,
  ]
  await openEditor(page, '/collections/blog/new')
  await page.getByLabel('Short name').fill('Pantry Cabinet Planning')
  await page.getByLabel('Title in search results').fill('Planning a Pantry Cabinet Wall')
  await page.getByLabel('Heading', { exact: true }).fill('How to Plan a Pantry Cabinet Wall')
  await page
    .getByLabel('Summary')
    .fill(
      'What fits in a wall of pantry cabinets, how deep they should be, and where the refrigerator and the coffee station go in a Westchester kitchen.',
    )
  await page.getByLabel('Published', { exact: true }).fill('2026-11-20')
  await page.getByLabel('Topic', { exact: true }).fill('planning')
  await page.keyboard.press('Enter')
  for (const address of related) {
    await page.getByRole('button', { name: 'Add related pages' }).click()
    await page.getByLabel('Page address').last().fill(address)
  }
  await bodyEditor(page).click()
  await page.keyboard.insertText('## Depth and height')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await page.keyboard.insertText(
    'Pantry cabinets 24 inches deep line up with the counters; 12 to 15 inches is enough for cans and jars, and nothing gets lost at the back.',
  )
  await publish(page)

  const file = 'content/blog/pantry-cabinet-planning.md'
  const saved = markdownFile(workspace.read(file))
  expect(saved.data).toMatchObject({
    label: 'Pantry Cabinet Planning',
    published: '2026-11-20',
    topic: 'planning',
    related,
  })

  await builtPage('/blog/pantry-cabinet-planning', 'How to Plan a Pantry Cabinet Wall</h1>')
  const sitemap = await (await fetch(`${workspace.site}/sitemap.xml`)).text()
  expect(sitemap).toContain('/blog/pantry-cabinet-planning</loc>')
  const blog = await (await fetch(`${workspace.site}/blog`)).text()
  expect(blog).toContain('href="/blog/pantry-cabinet-planning"')
})

test('a photo uploaded for a project is kept in images/ and shown on its page after the rebuild', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  const { slug } = caseStudies[0]!
  const photo = testInfo.outputPath('project-after.jpg')
  await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#23395b' } })
    .jpeg()
    .toFile(photo)
  await openEditor(page, `/collections/gallery/entries/${slug}`)
  // the second photo field is the project's "after" picture
  await page.getByRole('button', { name: 'Choose different image' }).nth(1).click()
  await page.locator('input[type="file"]').setInputFiles(photo)
  await page.getByRole('button', { name: 'Choose selected' }).click()
  await publish(page)

  expect(workspace.read('images/project-after.jpg').length).toBeGreaterThan(1000)
  const saved = markdownFile(workspace.read(`content/gallery/${slug}.md`))
  expect(saved.data.after).toMatchObject({ image: '/images/project-after.jpg' })
  const html = await builtPage(paths.caseStudy(slug), '/images/project-after-')
  expect(html).toMatch(/\/images\/project-after-[0-9a-f]{10}-1600\.avif/)
})

test('no public page asks for any of the editor’s files', async ({ browser }) => {
  const page = await browser.newPage()
  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  for (const path of ['/', paths.article(articles[0]!.slug), '/services/kitchens', '/contact']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(asked.length).toBeGreaterThan(10)
  expect(asked.filter((path) => path.startsWith('/admin') || /decap/i.test(path))).toEqual([])
  await page.close()
})
