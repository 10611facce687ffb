import { describe, expect, it } from 'vitest'
import { applyEdits, attribute, rewriteTag, startTags } from './markup'

const names = (html: string) => [...startTags(html)].map((tag) => tag.name)

describe('reading start tags', () => {
  it('reads attributes in any order and quoting, decoding what React escapes', () => {
    const [tag] = startTags(`<INPUT value='a &quot;b&quot;' name=phone required id="x&amp;y" />`)
    expect(tag!.name).toBe('input')
    expect(attribute(tag!, 'name')).toBe('phone')
    expect(attribute(tag!, 'value')).toBe('a "b"')
    expect(attribute(tag!, 'id')).toBe('x&y')
    expect(attribute(tag!, 'required')).toBe('')
    expect(attribute(tag!, 'type')).toBeUndefined()
    expect(tag!.selfClosing).toBe(true)
  })

  it('skips comments and the text of scripts, styles, titles and text areas', () => {
    const html =
      '<p><!-- <input name="a"> --><script>if (a<b) "<input>"</script>' +
      '<style>a<b{}</style><title><b></title><textarea name="t"><input></textarea><em></em></p>'
    expect(names(html)).toEqual(['p', 'script', 'style', 'title', 'textarea', 'em'])
  })

  it('finds nothing in closing tags, a doctype or a lone <', () => {
    expect(names('<!doctype html></p> 1 < 2 <br>')).toEqual(['br'])
  })

  it('looks only between the given offsets', () => {
    const html = '<a><b><i><u>'
    expect([...startTags(html, 3, 9)].map((tag) => tag.name)).toEqual(['b', 'i'])
  })
})

describe('writing', () => {
  it('rewrites a tag: others as written, changes escaped, removals gone, additions last', () => {
    const [tag] = startTags(`<div data-x='1' hidden="" class="a">`)
    expect(rewriteTag(tag!, { hidden: null, class: 'b"c', autofocus: '' })).toBe(
      `<div data-x='1' class="b&quot;c" autofocus="">`,
    )
    const [input] = startTags('<input name="a"/>')
    expect(rewriteTag(input!, { value: '<x>' })).toBe('<input name="a" value="&lt;x&gt;"/>')
  })

  it('applies edits in order of position, insertions included', () => {
    expect(
      applyEdits('abcdef', [
        { start: 4, end: 5, text: 'E' },
        { start: 0, end: 0, text: '>' },
        { start: 1, end: 3, text: '' },
      ]),
    ).toBe('>adEf')
  })
})
