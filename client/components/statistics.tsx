import type { Statistic } from '../../shared/content/types'

/** Figures shown large with their labels. */
export function Statistics({ items }: { items: readonly Statistic[] }) {
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg bg-brand p-5 text-white">
          <dt className="text-sm text-white/90">{item.label}</dt>
          <dd className="mt-1 font-serif text-3xl font-bold">{item.value}</dd>
          {item.note && <dd className="mt-1 text-sm text-white/90">{item.note}</dd>}
        </div>
      ))}
    </dl>
  )
}
