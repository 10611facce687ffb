import { useId } from 'react'
import { business, links } from '../../../shared/business'
import { Dialog } from '../../components/ui/dialog'
import type { ContactFormValues } from '../../../shared/contact-request'
import { ContactForm } from './contact-form'

type Props = {
  open: boolean
  onClose: () => void
  formId?: 'modal' | 'estimate'
  initialValues?: Partial<ContactFormValues> | undefined
}

/** The 'Request Free Estimate' modal. */
export default function ConsultationModal({
  open,
  onClose,
  formId = 'modal',
  initialValues,
}: Props) {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onClose} titleId={titleId} closeLabel="Close request form">
      <h2 id={titleId} className="pr-10 text-2xl font-bold">
        Request Free Estimate
      </h2>
      <p className="mt-2 leading-relaxed text-muted">
        We'll contact you within 24 hours to schedule your consultation.
      </p>
      <p className="mt-1 text-sm text-muted">
        Prefer to talk now? Call us at{' '}
        <a href={links.call} className="font-semibold text-brand underline underline-offset-2">
          {business.phone.display}
        </a>
        .
      </p>
      <div className="mt-5">
        <ContactForm
          variant="modal"
          formId={formId}
          onSent={onClose}
          initialValues={initialValues}
        />
      </div>
    </Dialog>
  )
}
