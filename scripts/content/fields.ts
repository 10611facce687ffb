/**
 * Front-matter fields several collections share, each with a message a person can act on.
 */
import { z } from 'zod'

/** A date written as YYYY-MM-DD that exists in the calendar. */
export const isoDate = z
  .string('must be a date like 2025-03-14')
  .refine((text) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
    // a month 13 or a day 45 is no date at all: toISOString would throw on it
    const date = new Date(`${text}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
  }, 'must be a date like 2025-03-14')
  .meta({ widget: 'date' })

/** A text of bounded length. */
export const text = (min: number, max: number) =>
  z
    .string('must be text')
    .trim()
    .min(min, `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)

/** An address of a page on this site: checked against the registry once every page is known. */
export const sitePath = z
  .string('must be a page address such as /blog/kitchen-remodel-timeline')
  .regex(/^\/[a-z0-9/-]*$/, 'must be a page address such as /blog/kitchen-remodel-timeline')
  .meta({ title: 'Page address' })

/** The 3 to 6 pages a written page suggests next, by address. */
export const relatedPages = z
  .array(sitePath, 'must be a list of page addresses')
  .min(3, 'must list 3 to 6 related pages')
  .max(6, 'must list 3 to 6 related pages')
  .meta({
    title: 'Related pages',
    description:
      'Three to six pages to read next, each by its address on this site, such as /services/kitchens or /blog/kitchen-remodel-timeline.',
  })

/** What every page needs to be registered, linked and described. */
export const catalogFields = {
  label: text(2, 40).meta({
    title: 'Short name',
    description: 'The page’s name in menus, breadcrumbs and lists.',
  }),
  title: text(10, 55).meta({
    title: 'Title in search results',
    description: 'The browser tab and the link in Google’s results.',
  }),
  heading: text(10, 90).meta({
    title: 'Heading',
    description: 'The large heading at the top of the page.',
  }),
  description: text(90, 200).meta({
    title: 'Summary',
    description: 'The lines under the link in search results, and the summary in lists.',
  }),
}

/**
 * The name of a picture in images/. The editor writes the file it uploaded
 * (`/images/kitchen-island.jpg`); the name is what is left without the folder and the extension.
 */
export const pictureName = (message: string) =>
  z
    .string(message)
    .transform((value) =>
      value.replace(/^\/?images\//, '').replace(/\.(avif|jpe?g|png|svg|webp)$/i, ''),
    )
    .meta({ widget: 'image' })

/** The file name of a page, which becomes the last part of its address. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
