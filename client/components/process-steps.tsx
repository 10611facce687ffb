import type { ProcessStep } from '../../shared/content/types'

/** A numbered process. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="mt-6 grid gap-4 md:grid-cols-2">
      {steps.map((step, index) => (
        <li key={step.name} className="flex gap-4 rounded-lg border border-line bg-white p-5">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-accent font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-sans text-base font-semibold text-ink">
              <span className="sr-only">Step {index + 1}: </span>
              {step.name}
            </h3>
            <p className="mt-1 leading-relaxed text-muted">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
