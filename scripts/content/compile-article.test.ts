/** A blog article compiled: a new file is a page, each mistake named by file, line and field. */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTENT_DIR, compileContent } from './compile'
import { ARTICLE, compileCopy, lineOf, original } from './content-copy-test-support'
import { newArticle } from './test-article'

/** The article with one front-matter line replaced. */
function withLine(pattern: RegExp, line: string) {
  return (dir: string) => writeFileSync(join(dir, ARTICLE), original.replace(pattern, line))
}

describe('the content compiler', () => {
  it('reads the content folder without a problem', () => {
    const { problems, modules } = compileContent()
    expect(problems.format()).toBe('')
    expect(Object.keys(modules)).toContain('catalog/blog.ts')
  })

  it('names the file, line and field of a bad date, and what it found', () => {
    const { problems } = compileCopy(withLine(/^published: .*$/m, 'published: last spring'))
    expect(problems.format()).toBe(
      `content/${ARTICLE}:${lineOf(original, /^published:/)}: 'published' must be a date like 2025-03-14, found "last spring"`,
    )
  })

  it('names a date that is not in the calendar instead of stopping at it', () => {
    const { problems } = compileCopy(withLine(/^published: .*$/m, 'published: 2026-13-45'))
    expect(problems.format()).toBe(
      `content/${ARTICLE}:${lineOf(original, /^published:/)}: 'published' must be a date like 2025-03-14, found "2026-13-45"`,
    )
  })

  it('says when a field is missing, and lists every problem at once', () => {
    const { problems } = compileCopy((dir) => {
      writeFileSync(join(dir, ARTICLE), original.replace(/^title: .*\n/m, ''))
      writeFileSync(
        join(dir, 'blog/quartz-vs-granite-countertops.md'),
        readFileSync(join(CONTENT_DIR, 'blog/quartz-vs-granite-countertops.md'), 'utf8').replace(
          /^topic: .*$/m,
          'topic: gossip',
        ),
      )
    })
    const lines = problems.format().split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe(`content/${ARTICLE}: 'title' must be text, is missing`)
    expect(lines[1]).toMatch(
      /^content\/blog\/quartz-vs-granite-countertops\.md:\d+: 'topic' must be one of costs, planning, design, materials, projects, found "gossip"$/,
    )
  })

  it('reports YAML it cannot read with its line', () => {
    const { problems } = compileCopy(withLine(/^label: .*$/m, 'label: [unclosed'))
    expect(problems.format()).toMatch(
      new RegExp(`^content/${ARTICLE}:\\d+: the YAML cannot be read`),
    )
  })

  it('refuses a file name that cannot be an address, and an unknown block', () => {
    const { problems } = compileCopy((dir) => {
      writeFileSync(
        join(dir, 'blog/Kitchen Ideas.md'),
        original.replace('## ', ':::gallery[Photos]\nx\n:::\n\n## '),
      )
    })
    const text = problems.format()
    expect(text).toContain(
      'content/blog/Kitchen Ideas.md: the file name becomes the page address: use lower-case words joined by dashes, found "Kitchen Ideas"',
    )
    expect(text).toMatch(/Kitchen Ideas\.md:\d+: unknown block ":::gallery": use one of :::tip/)
  })

  it('says what to write instead of Markdown it does not lay out', () => {
    const { problems } = compileCopy((dir) =>
      writeFileSync(
        join(dir, ARTICLE),
        original.replace(/\n## /, '\nIntro before any heading.\n\n## '),
      ),
    )
    expect(problems.format()).toMatch(/text before the first "## " heading/)
  })

  it('adds a page for a new file, with nothing else to change', () => {
    const { problems, modules } = compileCopy((dir) =>
      writeFileSync(
        join(dir, 'blog/pantry-cabinet-ideas.md'),
        newArticle(original, {
          label: 'Pantry Cabinet Ideas',
          title: 'Pantry Cabinet Ideas for Westchester Kitchens',
          heading: 'Pantry Cabinets That Earn Their Space',
          published: '2026-10-06',
        }),
      ),
    )
    expect(problems.format()).toBe('')
    expect(modules['catalog/blog.ts']).toContain('"slug": "pantry-cabinet-ideas"')
    expect(modules['bodies/blog.ts']).toContain('"id": "pantry-cabinet-ideas"')
  })
})
