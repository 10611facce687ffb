import type { ReactNode } from 'react'

type Option<T extends string> = { value: T; label: string; note?: string | undefined }

type Props<T extends string> = {
  legend: string
  name: string
  options: readonly Option<T>[]
  value: T | undefined
  onChange: (value: T) => void
  children?: ReactNode
}

/** A group of radio buttons shown as cards: the label, and a line of detail under it. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  children,
}: Props<T>) {
  return (
    <fieldset className="mt-6 first:mt-0">
      <legend className="text-lg font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-line bg-white p-3 has-checked:border-brand has-checked:bg-brand-light"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 size-4 shrink-0 accent-brand"
            />
            <span>
              <span className="block font-medium">{option.label}</span>
              {option.note && <span className="block text-sm text-muted">{option.note}</span>}
            </span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  )
}
