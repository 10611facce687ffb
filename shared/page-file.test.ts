import { describe, expect, it } from 'vitest'
import { pageFile } from './page-file'

describe('the file of a page', () => {
  it('is index.html for the home page and {path}/index.html for the others', () => {
    expect(pageFile('/')).toBe('index.html')
    expect(pageFile('/services/kitchens')).toBe('services/kitchens/index.html')
  })

  it('is the same for a path written with a trailing slash', () => {
    expect(pageFile('/blog/')).toBe(pageFile('/blog'))
  })
})
