/** A strip of short facts, e.g. '20+ years, since 2003'. */
export function TrustStrip({ items }: { items: readonly string[] }) {
  return (
    <div className="bg-brand-dark text-white">
      <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-8 gap-y-2 px-4 py-5 text-sm font-semibold">
        {items.map((item) => (
          <li key={item} className="flex items-center gap-2">
            <span aria-hidden="true" className="text-[#f3b27a]">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  )
}
