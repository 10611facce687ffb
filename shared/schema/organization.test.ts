import { describe, expect, it } from 'vitest'
import { figures } from '../../.content/catalog/figures'
import { FINISHES, pageFigures, tierFigure } from '../estimator/tiers'
import { offerPriceBounds, organizationJsonLd } from './organization'

/** Made-up kitchen prices on both scales, and figures that must not count: other rooms, per sq ft. */
const KITCHEN_TIERS = ['$20k–40k', '$45k–80k', '$85k–140k', '$180k+']
const FIGURES: Record<string, string> = {
  ...Object.fromEntries(
    FINISHES.map((finish, index) => [tierFigure('kitchen', finish), KITCHEN_TIERS[index]!]),
  ),
  'homeGuide.kitchen.small': '$18k–$30k',
  'homeGuide.kitchen.large': '$90k–$160k+',
  'homeGuide.kitchenAndBath.luxury': '$150k–$300k+',
  'homeGuide.bathroom.basic': '$5k–$9k',
  [tierFigure('bathroom', 'refresh')]: '$6k–10k',
  [`${pageFigures('kitchen')}.perSquareFoot`]: '$225',
}

describe('the organisation record', () => {
  it('prices its offers from the lowest kitchen figure to the highest', () => {
    // an open-ended figure ($180k+) counts by its low end
    expect(offerPriceBounds(FIGURES)).toEqual({ minPrice: 18_000, maxPrice: 180_000 })
    expect(offerPriceBounds({ ...FIGURES, [tierFigure('kitchen', 'luxury')]: '$120k+' })).toEqual({
      minPrice: 18_000,
      maxPrice: 160_000,
    })
  })

  it('takes the bounds from content/figures.yaml', () => {
    const record = organizationJsonLd('https://example.com') as {
      hasOfferCatalog: { itemListElement: { priceSpecification: Record<string, unknown> }[] }
    }
    for (const offer of record.hasOfferCatalog.itemListElement) {
      expect(offer.priceSpecification).toMatchObject(offerPriceBounds(figures))
    }
  })
})
