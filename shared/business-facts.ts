/** The shape of the business facts (content/business.yaml), as the site reads them. */
export type BusinessFacts = {
  name: string
  legalName: string
  shortName: string
  tagline: string
  blurb: string
  /** as printed, and as dialled (+1…) */
  phone: { display: string; e164: string }
  textPhone: { display: string; e164: string }
  email: string
  address: { street: string; city: string; region: string; postalCode: string; country: string }
  geo: { latitude: number; longitude: number }
  hours: {
    days: string[]
    opens: string
    closes: string
    summary: string
    sunday: string
  }
  parking: string
  experience: { pages: string; since: number; rockland: string }
  /** the year the company was incorporated; the organisation record's foundingDate */
  foundingYear: number
  /** the day the home page was first published (YYYY-MM-DD), in its structured data */
  homePagePublished: string
  priceRange: string
  organisationPriceRange: string
  laborWarrantyYears: number
  /** how long a request sent through the site is kept before the server deletes it */
  leadRetentionMonths: number
  /** how long the photos sent with a request are kept */
  photoRetentionDays: number
  areaServed: string
  regionsServed: string[]
  profiles: {
    reviews: { label: string; url: string }
    homeDesign: { label: string; url: string }
  }
  /** the contractor licences and registrations the business holds, as issued; none until set */
  licences: { name: string; number: string }[]
}
