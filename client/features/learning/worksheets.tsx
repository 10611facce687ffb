import { useId } from 'react'
import { worksheets } from '../../../.content/bodies/learning-resources'
import type { Worksheet } from '../../../shared/content/types'

function WorksheetForm({ sheet }: { sheet: Worksheet }) {
  const id = useId()
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="worksheet mt-10 rounded-xl border border-line p-6 print:break-inside-avoid print:border-0 print:p-0"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          {sheet.title}
        </h2>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex min-h-11 items-center rounded-md border-2 border-brand px-4 font-semibold text-brand hover:bg-brand-light print:hidden"
        >
          Print worksheets
        </button>
      </div>
      <p className="mt-2 leading-relaxed text-muted">{sheet.intro}</p>
      <form className="mt-5 grid gap-4 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()}>
        {sheet.fields.map((field, index) => {
          const fieldId = `${id}-${index}`
          const hint = field.hint ? `${fieldId}-hint` : undefined
          if (field.kind === 'check') {
            return (
              <label
                key={field.label}
                htmlFor={fieldId}
                className="flex items-start gap-3 sm:col-span-2"
              >
                <input
                  id={fieldId}
                  type="checkbox"
                  className="mt-1 size-5 accent-brand"
                  aria-describedby={hint}
                />
                <span>
                  {field.label}
                  {field.hint && (
                    <span id={hint} className="block text-sm text-muted">
                      {field.hint}
                    </span>
                  )}
                </span>
              </label>
            )
          }
          return (
            <div
              key={field.label}
              className={field.kind === 'text' ? 'grid gap-1 sm:col-span-2' : 'grid gap-1'}
            >
              <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
                {field.label}
              </label>
              <div className="flex items-center gap-2">
                {field.kind === 'money' && <span aria-hidden="true">$</span>}
                <input
                  id={fieldId}
                  type={field.kind === 'text' ? 'text' : 'number'}
                  inputMode={field.kind === 'text' ? undefined : 'decimal'}
                  min={field.kind === 'text' ? undefined : 0}
                  aria-describedby={hint}
                  className="w-full rounded-md border border-[#8a8f98] px-3 py-2"
                />
              </div>
              {field.hint && (
                <span id={hint} className="text-sm text-muted">
                  {field.hint}
                </span>
              )}
            </div>
          )
        })}
      </form>
    </section>
  )
}

/** The worksheets, to fill on screen and print (print styles hide the site around them). */
export default function Worksheets() {
  return (
    <div className="mx-auto max-w-3xl px-4">
      {worksheets.map((sheet) => (
        <WorksheetForm key={sheet.id} sheet={sheet} />
      ))}
    </div>
  )
}
