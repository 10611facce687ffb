/** What the build knows of each picture of images/ (the `virtual:images` module's values). */
export type ImageMeta = {
  /** short content hash, part of every file name */
  hash: string
  width: number
  height: number
  /** the widths generated: the standard ones up to the source's own width */
  widths: number[]
}
