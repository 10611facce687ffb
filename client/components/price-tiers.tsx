import type { PriceTier } from '../../shared/content/types'

/** Price tiers as cards: name, range, what the tier usually includes. */
export function PriceTiers({ tiers, label }: { tiers: readonly PriceTier[]; label?: string }) {
  return (
    <div className="mt-4">
      {label && <h3 className="text-xl font-bold">{label}</h3>}
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiers.map((tier) => (
          <li key={tier.name} className="flex flex-col rounded-lg border border-line bg-white p-5">
            <span className="font-semibold text-ink">{tier.name}</span>
            <span className="mt-1 font-serif text-2xl font-bold text-accent">{tier.range}</span>
            <span className="mt-2 text-sm leading-relaxed text-muted">{tier.includes}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
