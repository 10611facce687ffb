import { describe, expect, it } from 'vitest'
import {
  IMAGE_FORMATS,
  imageFileName,
  imagePath,
  parseImageFileName,
  type ImageFile,
} from './image-file'

const file: ImageFile = {
  id: 'white-plains-bathroom-after',
  hash: '0a1b2c3d4e',
  width: 1600,
  format: 'avif',
}

describe('a built picture’s name', () => {
  it('holds the id, the content hash, the width and the format', () => {
    expect(imageFileName(file)).toBe('white-plains-bathroom-after-0a1b2c3d4e-1600.avif')
    expect(imagePath({ ...file, width: 800, format: 'jpg' })).toBe(
      '/images/white-plains-bathroom-after-0a1b2c3d4e-800.jpg',
    )
  })

  it('reads back as what it was made from, in every format', () => {
    for (const format of IMAGE_FORMATS) {
      const made = { ...file, format }
      expect(parseImageFileName(imageFileName(made))).toEqual(made)
    }
  })

  it('keeps an id that itself ends in digits', () => {
    const made = { ...file, id: 'kitchen-2024-1' }
    expect(parseImageFileName(imageFileName(made))).toEqual(made)
  })

  it('is not read from any other name', () => {
    for (const name of [
      'white-plains-bathroom-after.jpg', // a source picture
      'white-plains-bathroom-after-0a1b2c3d4e-1600.png', // a format the build never writes
      'white-plains-bathroom-after-0a1b2c3d4-1600.jpg', // a hash one short
      'white-plains-bathroom-after-0A1B2C3D4E-1600.jpg', // a hash in capitals
      'white-plains-bathroom-after-0a1b2c3d4e-wide.jpg', // no width
      '-0a1b2c3d4e-1600.jpg', // no id
      'a/b-0a1b2c3d4e-1600.jpg', // a folder
      'white-plains-bathroom-after-0a1b2c3d4e-1600.jpg.br',
    ]) {
      expect(parseImageFileName(name), name).toBeUndefined()
    }
  })
})
