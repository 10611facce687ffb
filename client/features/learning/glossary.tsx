import { glossary } from '../../../.content/bodies/learning-resources'

/** The glossary: every term with its definition, with a letter index. */
export default function Glossary() {
  const letters = [...new Set(glossary.map((t) => t.term[0]!.toUpperCase()))]
  return (
    <section aria-labelledby="glossary-terms" className="mx-auto max-w-3xl px-4 pt-10">
      <h2 id="glossary-terms" className="text-2xl font-bold">
        Terms A to Z
      </h2>
      <nav aria-label="Glossary letters" className="mt-4 flex flex-wrap gap-1">
        {letters.map((letter) => (
          <a
            key={letter}
            href={`#glossary-${letter}`}
            className="grid size-9 place-items-center rounded border border-line font-semibold text-brand hover:bg-brand-light"
          >
            {letter}
          </a>
        ))}
      </nav>
      <dl className="mt-6 divide-y divide-line">
        {glossary.map((entry, index) => {
          const letter = entry.term[0]!.toUpperCase()
          const first = index === 0 || glossary[index - 1]!.term[0]!.toUpperCase() !== letter
          return (
            <div
              key={entry.term}
              id={first ? `glossary-${letter}` : undefined}
              className="scroll-mt-36 py-3"
            >
              <dt className="font-semibold text-ink">{entry.term}</dt>
              <dd className="mt-1 leading-relaxed text-muted">{entry.definition}</dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
