/** Spec 9.3: the home-page price guide, written once for every page that shows it. */
export const priceGuide = [
  { project: 'Bathroom', tier: 'Basic Refresh', range: '$12k–$20k' },
  { project: 'Bathroom', tier: 'Full Renovation', range: '$20k–$35k' },
  { project: 'Bathroom', tier: 'Luxury Upgrade', range: '$35k–$60k+' },
  { project: 'Kitchen', tier: 'Cabinet Refresh', range: '$25k–$45k' },
  { project: 'Kitchen', tier: 'Full Remodel', range: '$45k–$85k' },
  { project: 'Kitchen', tier: 'Luxury Custom', range: '$85k–$150k+' },
  { project: 'Kitchen + Bath', tier: 'Standard', range: '$50k–$80k' },
  { project: 'Kitchen + Bath', tier: 'Premium', range: '$80k–$120k' },
  { project: 'Kitchen + Bath', tier: 'Luxury', range: '$120k–$200k+' },
] as const

/** A tier's name and range, for a card that adds what the tier includes. */
export function priceTier(project: (typeof priceGuide)[number]['project'], tier: string) {
  const found = priceGuide.find((p) => p.project === project && p.tier === tier)
  if (!found) throw new Error(`No ${project} tier "${tier}" in the price guide`)
  return { name: found.tier, range: found.range }
}
