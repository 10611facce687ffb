import { Link } from 'wouter'
import type { Card, LinkCard } from '../../shared/content/types'

type Props = { cards: readonly (Card | LinkCard)[]; columns?: 2 | 3 | 4 }

const COLUMNS = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
}

/** Cards with a title and text; a card with an href is a link. */
export function CardGrid({ cards, columns = 3 }: Props) {
  return (
    <ul className={`mt-6 grid gap-4 ${COLUMNS[columns]}`}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-lg border border-line bg-white p-5">
          <h3 className="font-sans text-base font-semibold text-ink">
            {'href' in card ? (
              <Link href={card.href} className="text-brand underline-offset-2 hover:underline">
                {card.title}
              </Link>
            ) : (
              card.title
            )}
          </h3>
          <p className="mt-2 leading-relaxed text-muted">{card.text}</p>
        </li>
      ))}
    </ul>
  )
}
