import { describe, expect, it } from 'vitest'
import {
  classesIn,
  classesOf,
  FIRST_FLIGHT_BYTES,
  pageStyles,
  parseStylesheet,
  sentBytes,
  withPageStyles,
} from './page-styles'

describe('the classes a page uses', () => {
  it('reads every class attribute, entities decoded', () => {
    const html =
      '<div class="mx-auto lg:hidden"><p class=" [&amp;_a]:text-white  mt-3 ">x</p></div>'
    expect([...classesIn(html)]).toEqual(['mx-auto', 'lg:hidden', '[&_a]:text-white', 'mt-3'])
  })
})

describe('the classes a selector needs', () => {
  it('reads CSS escapes as the class attribute spells them', () => {
    expect(classesOf('.lg\\:hidden')).toEqual(['lg:hidden'])
    expect(classesOf('.space-y-1\\.5 > :not(:last-child)')).toEqual(['space-y-1.5'])
    expect(classesOf('.\\32 xl\\:px-8')).toEqual(['2xl:px-8'])
    expect(classesOf('.\\[\\&_a\\]\\:text-white a')).toEqual(['[&_a]:text-white'])
  })

  it('needs every class of a compound or descendant, none inside a negation', () => {
    expect(classesOf('.group:hover .group-hover\\:underline')).toEqual([
      'group',
      'group-hover:underline',
    ])
    expect(classesOf('.card:not(.featured)')).toEqual(['card'])
    expect(classesOf(':focus-visible')).toEqual([])
  })
})

describe('a page’s own styles', () => {
  const sheet = parseStylesheet(
    [
      '@layer theme,base,utilities;',
      '@property --tw-shadow{syntax:"*";inherits:false}',
      '@layer base{*,:before{box-sizing:border-box}:focus-visible{outline:3px solid}::placeholder{opacity:1}}',
      '@layer utilities{.mt-3{margin-top:.75rem}.hidden{display:none}',
      ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}',
      '@media (width>=64rem){.lg\\:hidden{display:none}.lg\\:flex{display:flex}}',
      '@media print{.print\\:block{display:block}}}',
      '@keyframes spin{to{transform:rotate(360deg)}}',
      '.a,.b{color:red}',
    ].join(''),
  )
  const styles = pageStyles(sheet, new Set(['mt-3', 'space-y-2', 'lg:hidden', 'b']))

  it('keeps what applies to the page: its classes and every rule that names none', () => {
    for (const kept of [
      '@layer theme,base,utilities;',
      '@property --tw-shadow',
      '*,:before{box-sizing:border-box}',
      ':focus-visible{outline:3px solid}',
      '::placeholder{opacity:1}',
      '.mt-3{margin-top:.75rem}',
      ':where(.space-y-2>:not(:last-child))',
      '@media (width>=64rem){.lg\\:hidden{display:none}}',
      '@keyframes spin{to{transform:rotate(360deg)}}',
    ]) {
      expect(styles).toContain(kept)
    }
  })

  it('drops the rules and selectors of classes the page does not use, and blocks left empty', () => {
    expect(styles).not.toContain('.hidden')
    expect(styles).not.toContain('lg\\:flex')
    expect(styles).not.toContain('@media print')
    expect(styles).not.toMatch(/\.a\b/)
    expect(styles).toMatch(/\.b\s*\{color:red\}/)
  })

  it('leaves the parsed sheet as it was, for the next page', () => {
    expect(pageStyles(sheet, new Set(['hidden']))).toContain('.hidden{display:none}')
  })
})

describe('a page holding its own styles', () => {
  const link = '<link rel="stylesheet" crossorigin href="/assets/site.css">'
  const sheet = parseStylesheet('.mt-3{margin-top:.75rem}.hidden{display:none}')
  const page = (body: string) =>
    `<!doctype html><html><head>${link}</head><body><p class="mt-3">${body}</p></body></html>`

  it('holds them in place of the link, which stays for a browser without script', () => {
    const html = withPageStyles(page('A short page.'), { link, sheet })
    expect(html).toContain(
      `<style>.mt-3{margin-top:.75rem}</style>\n    <noscript>${link}</noscript>`,
    )
  })

  it('links the stylesheet instead when the page would no longer fit its first flight', () => {
    // words that do not compress: the page alone is past the first flight
    const words = Array.from({ length: 6000 }, (_, i) => (i * 2654435761).toString(36)).join(' ')
    expect(sentBytes(page(words))).toBeGreaterThan(FIRST_FLIGHT_BYTES)
    expect(withPageStyles(page(words), { link, sheet })).toBe(page(words))
  })
})
