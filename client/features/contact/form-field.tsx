import type { ReactNode } from 'react'

type ControlProps = {
  id: string
  className: string
  'aria-invalid': boolean
  'aria-required': boolean
  'aria-describedby'?: string
}

type Props = {
  id: string
  label: string
  required?: boolean
  error?: string | undefined
  children: (props: ControlProps) => ReactNode
}

const CONTROL =
  'w-full rounded-md border border-[#8a8f98] bg-white px-3 py-2.5 text-base text-ink ' +
  'aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700'

/** A labelled control with its asterisk and its error message tied to it (aria-describedby). */
export function FormField({ id, label, required = false, error, children }: Props) {
  const errorId = `${id}-error`
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children({
        id,
        className: CONTROL,
        'aria-invalid': !!error,
        'aria-required': required,
        ...(error ? { 'aria-describedby': errorId } : {}),
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
