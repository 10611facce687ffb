import type { TrustBadgesContent } from './types'

/** The trust-badges section of spec 2.10; profile links come from the business facts. */
export const trustBadges = {
  title: 'Trusted by Westchester Homeowners',
  subtitle: 'Licensed, insured, and committed to excellence',
  badges: [
    { name: 'Google Reviews', detail: '5.0 rating' },
    { name: 'Licensed & Insured', detail: "Liability, workers' comp and disability coverage" },
    { name: 'Accredited Business', detail: 'Better Business Bureau' },
    { name: 'Verified', detail: 'Home-services network' },
    { name: 'Recommended', detail: 'On Houzz' },
    { name: '5-Star Service', detail: 'From first visit to final walkthrough' },
  ],
  notes: [
    {
      title: 'Quality Guarantee',
      text:
        'A 2-year warranty on our labor, in writing, on top of cabinet manufacturer ' +
        'warranties that typically run 5–10 years.',
    },
    {
      title: 'Local Experts',
      text:
        'Based in Chappaqua since 2003, we know Westchester houses and the building ' +
        'departments that inspect them.',
    },
    {
      title: 'Family First!',
      text:
        'A family business that treats your home the way we treat our own. Questions about ' +
        'your project? Send us a text.',
    },
  ],
} satisfies TrustBadgesContent
