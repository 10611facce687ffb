/** Links and pictures in an article: kept as written, or each bad one named with its line. */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findRoute } from '../../shared/routes'
import { checkLinks } from './compile'
import { ARTICLE, compileCopy, lineOf, original } from './content-copy-test-support'

describe('the content compiler', () => {
  it('fails on a link to a page that does not exist, naming file and field', () => {
    const { problems, links } = compileCopy((dir) =>
      writeFileSync(
        join(dir, ARTICLE),
        original.replace(/^related:\n {2}- .*$/m, 'related:\n  - /blog/no-such-post'),
      ),
    )
    checkLinks(links, (path) => findRoute(path) !== undefined, problems)
    expect(problems.format()).toBe(
      `content/${ARTICLE}: 'related' names "/blog/no-such-post", which is not a page of this site`,
    )
  })

  it('keeps links and emphasis in running text', () => {
    const { problems, modules } = compileCopy((dir) =>
      writeFileSync(
        join(dir, ARTICLE),
        original.replace(
          /\n## /,
          '\n## Where to start\n\nSee [our kitchens](/services/kitchens), *first* and **always**, or [the county](https://www.westchestergov.com).\n\n- A [guide](/guides) in a list\n\n## ',
        ),
      ),
    )
    expect(problems.format()).toBe('')
    const body = modules['bodies/blog.ts']!
    const runs = [
      'See ',
      { text: 'our kitchens', href: '/services/kitchens' },
      ', ',
      { text: 'first', emphasis: 'em' },
      ' and ',
      { text: 'always', emphasis: 'strong' },
      ', or ',
      { text: 'the county', href: 'https://www.westchestergov.com' },
      '.',
    ]
    expect(body).toContain(
      JSON.stringify({ kind: 'p', text: runs }, null, 2).replace(/\n/g, '\n' + ' '.repeat(10)),
    )
    expect(body).toContain('"href": "/guides"')
  })

  it('names each bad link in the text with its line: no such page, relative, not https', () => {
    const broken = original.replace(
      /\n## /,
      '\n## Links\n\nA [gone page](/blog/no-such-post).\n\nA [relative one](kitchens).\n\nAn [old one](http://example.com).\n\n## ',
    )
    const { problems, links } = compileCopy((dir) => writeFileSync(join(dir, ARTICLE), broken))
    checkLinks(links, (path) => findRoute(path) !== undefined, problems)
    const at = (pattern: RegExp) => `content/${ARTICLE}:${lineOf(broken, pattern)}`
    expect(problems.format().split('\n').sort()).toEqual(
      [
        `${at(/gone page/)}: a link in the text goes to "/blog/no-such-post", which is not a page of this site`,
        `${at(/relative one/)}: a link must go to a page of this site by its address, such as (/services/kitchens), or to a full address starting with https://, found "kitchens"`,
        `${at(/old one/)}: a link must go to a page of this site by its address, such as (/services/kitchens), or to a full address starting with https://, found "http://example.com"`,
      ].sort(),
    )
  })

  it('names a picture not in images/, one without a description and one inside a sentence', () => {
    const broken = original.replace(
      /\n## /,
      '\n## Pictures\n\n![A kitchen](no-such-picture)\n\n![](kitchen-service-hero)\n\nText with ![a picture](kitchen-service-hero) inside.\n\n## ',
    )
    const { problems } = compileCopy((dir) => writeFileSync(join(dir, ARTICLE), broken))
    const at = (pattern: RegExp) => `content/${ARTICLE}:${lineOf(broken, pattern)}`
    expect(problems.format().split('\n')).toEqual([
      `${at(/no-such-picture/)}: the picture "no-such-picture" is not in images/: write the file name without its extension, such as ![A white kitchen](chappaqua-kitchen-after)`,
      `${at(/^!\[\]/)}: the picture "kitchen-service-hero" needs a description in the brackets, such as ![A white kitchen with a navy island](kitchen-service-hero), for people who cannot see it`,
      `${at(/^Text with/)}: a picture must stand on a line of its own, with an empty line before and after it`,
    ])
  })
})
