import { describe, expect, it } from 'vitest'
import { PEER, PEER_PAGES } from './peer'
import {
  LOCAL_PICTURE,
  PEER_FONT,
  localFont,
  localPictures,
  mentionsRemotePictures,
  rewritePeerFile,
} from './peer-source'

// excerpts of the peer's sources at the pinned commit
const UNSPLASH =
  'https://images.unsplash.com/photo-1516996087931-5ae405802f9f?ixlib=rb-4.0.3&ixid=M3wxMjA3fDB8MHxwaG90by1wYWdlfHx8fGVufDB8fHx8fA%3D%3D&auto=format&fit=crop&w=2070&q=80'
const PIXABAY = 'https://cdn.pixabay.com/photo/2015/05/26/09/37/paypal-784404_1280.png'

describe('localPictures', () => {
  it('replaces a picture in an .astro page, keeping the quotes', () => {
    const page = `    image: {\n      src: '${UNSPLASH}',\n      alt: 'Steps image',\n    },\n`
    expect(localPictures(page)).toBe(
      `    image: {\n      src: '${LOCAL_PICTURE}',\n      alt: 'Steps image',\n    },\n`,
    )
  })

  it('replaces the picture of a post, in its front matter and in Markdown', () => {
    const post = `---\ntitle: Landing\nimage: ${UNSPLASH}\n---\n\n![Target](${UNSPLASH})\n`
    expect(localPictures(post)).toBe(
      `---\ntitle: Landing\nimage: ${LOCAL_PICTURE}\n---\n\n![Target](${LOCAL_PICTURE})\n`,
    )
  })

  it('replaces the Pixabay logos the build would download', () => {
    expect(localPictures(`        src: '${PIXABAY}',`)).toBe(`        src: '${LOCAL_PICTURE}',`)
  })

  it('drops the preconnect to Unsplash and nothing around it', () => {
    const head =
      '    <Analytics />\n\n    <link rel="preconnect" href="https://images.unsplash.com" />\n\n    <!-- x -->\n'
    expect(localPictures(head)).toBe('    <Analytics />\n\n\n    <!-- x -->\n')
  })

  it('drops the live star badge, keeping the other classes of its box', () => {
    const badge =
      'class="ml-auto inline-block bg-[url(https://img.shields.io/github/stars/arthelokyo/astrowind.svg?style=social&label=Stars&maxAge=86400)]"'
    expect(localPictures(badge)).toBe('class="ml-auto inline-block"')
  })

  it('leaves links and other hosts alone', () => {
    const text = `<a href="https://github.com/arthelokyo/astrowind">x</a> https://unsplash.com/photos/1`
    expect(localPictures(text)).toBe(text)
  })

  it('leaves no remote picture host behind', () => {
    const text = `src: '${UNSPLASH}'\n![a](${PIXABAY})\n<link rel="preconnect" href="https://images.unsplash.com" />\n`
    expect(mentionsRemotePictures(text)).toBe(true)
    expect(mentionsRemotePictures(localPictures(text))).toBe(false)
  })
})

describe('localFont', () => {
  const config = [
    '  fonts: [',
    '    {',
    '      provider: fontProviders.fontsource(),',
    "      name: 'Inter',",
    '    },',
    '  ],',
  ].join('\n')

  it('reads Inter from the file put into the sources', () => {
    const local = localFont(config)
    expect(local).toContain('provider: fontProviders.local(),')
    expect(local).toContain(`src: ['./${PEER_FONT.dest}'], weight: '100 900'`)
    expect(local).not.toContain('fontsource()')
    expect(local).toContain("      name: 'Inter',")
  })

  it('fails loudly when the config no longer has the line it replaces', () => {
    expect(() => localFont('fonts: []')).toThrow(/fontProviders\.fontsource\(\)/)
  })
})

describe('rewritePeerFile', () => {
  it('rewrites the pages, posts, layouts and the config, nothing else', () => {
    const text = `src: '${UNSPLASH}'`
    expect(rewritePeerFile('src/pages/index.astro', text)).toBe(`src: '${LOCAL_PICTURE}'`)
    expect(rewritePeerFile('src/data/post/landing.md', text)).toBe(`src: '${LOCAL_PICTURE}'`)
    expect(rewritePeerFile('src/data/post/demo.mdx', text)).toBe(`src: '${LOCAL_PICTURE}'`)
    expect(rewritePeerFile('README.md', text)).toBe(text)
    expect(rewritePeerFile('src/assets/styles/tailwind.css', text)).toBe(text)
    expect(rewritePeerFile('astro.config.ts', 'provider: fontProviders.fontsource(),')).toContain(
      'fontProviders.local()',
    )
  })
})

describe('PEER', () => {
  it('pins a full commit and an exact Node 22', () => {
    expect(PEER.commit).toMatch(/^[0-9a-f]{40}$/)
    expect(PEER.node).toMatch(/^22\.\d+\.\d+$/)
  })

  it('compares three pages, each a path without a trailing slash', () => {
    expect(PEER_PAGES.map((page) => page.label)).toEqual(['home', 'contact', 'article'])
    for (const { path } of PEER_PAGES) expect(path === '/' || !path.endsWith('/')).toBe(true)
  })
})
