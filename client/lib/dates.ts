const FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/** '2025-03-04' → 'March 4, 2025', the same in the prerender and in every browser time zone. */
export function formatDate(isoDate: string): string {
  return FORMAT.format(new Date(`${isoDate}T00:00:00Z`))
}
