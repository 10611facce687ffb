import { lazy, Suspense, useState, type ReactNode } from 'react'
import { buttonClasses, type ButtonVariant } from '../../components/ui/button-link'
import type { ContactFormValues } from '../../../shared/contact-request'

const loadModal = () => import('./consultation-modal')
const ConsultationModal = lazy(loadModal)

type Props = {
  children: ReactNode
  variant?: ButtonVariant
  className?: string
  /** what the form starts with, which the visitor can change (the estimator's summary) */
  initialValues?: Partial<ContactFormValues> | undefined
  formId?: 'modal' | 'estimate'
}

/**
 * A button that opens the consultation modal ('Discuss Your Project', 'Book Free Consultation').
 * The modal's code is fetched on first intent (hover, focus or click), not with the page.
 */
export function ConsultationButton({
  children,
  variant = 'primary',
  className = '',
  initialValues,
  formId,
}: Props) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  return (
    <>
      <button
        type="button"
        className={buttonClasses(variant, className)}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        {children}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <ConsultationModal
            open={open}
            onClose={() => setOpen(false)}
            initialValues={initialValues}
            {...(formId ? { formId } : {})}
          />
        </Suspense>
      )}
    </>
  )
}
