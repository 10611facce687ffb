import { useEffect, useId, type ReactNode } from 'react'
import { business, links } from '../../../shared/business'
import type { ContactFormValues } from '../../../shared/contact-request'
import { paths } from '../../../shared/paths'
import { CloseIcon } from '../../components/icons'
import { buttonClasses, type ButtonVariant } from '../../components/ui/button-link'
import { EARLY_CONTROL, MODAL_ON_LOAD, OPENS_DIALOG } from '../../../shared/entry-loader'
import { closeRequestDialog, openRequestDialog, REQUEST_DIALOG } from '../../early/request-dialog'
import { ContactForm } from './contact-form'

/** A page has at most one request dialog. */
export const REQUEST_DIALOG_ID = 'request-dialog'

type DialogProps = {
  formId: 'modal' | 'estimate'
  /** open when the page loads (the estimate page); closed otherwise */
  openOnLoad?: boolean
  /** what the form starts with, which the visitor can change (the estimator's summary) */
  initialValues?: Partial<ContactFormValues> | undefined
}

/**
 * The 'Request Free Estimate' dialog, prerendered with its form: a native <dialog> opened by
 * client/early/request-dialog.ts on the first tap, before React, and sent by the browser itself
 * when React never comes. Closed by its close button (a native `method="dialog"` form), Escape,
 * or a click on the backdrop; never by a click inside.
 */
export function RequestDialog({ formId, openOnLoad = false, initialValues }: DialogProps) {
  const titleId = useId()
  // reached by a link within the app, the estimate page opens its dialog as a modal too
  useEffect(() => {
    if (openOnLoad) openRequestDialog(REQUEST_DIALOG_ID)
  }, [openOnLoad])
  return (
    <dialog
      id={REQUEST_DIALOG_ID}
      aria-labelledby={titleId}
      open={openOnLoad || undefined}
      {...{ [REQUEST_DIALOG]: '', ...(openOnLoad ? { [MODAL_ON_LOAD]: '' } : {}) }}
      className="fixed inset-0 z-[9999] m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-brand-dark/70 [&:not(:modal)]:shadow-[0_0_0_100vmax_rgb(23_38_64/0.7)]"
    >
      <div className="relative p-6 sm:p-8">
        <form method="dialog" className="absolute top-3 right-3" {...{ [EARLY_CONTROL]: '' }}>
          <button
            aria-label="Close request form"
            className="grid size-10 place-items-center rounded-md text-muted hover:bg-sand hover:text-ink"
          >
            <CloseIcon />
          </button>
        </form>
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
            onSent={() => closeRequestDialog(REQUEST_DIALOG_ID)}
            initialValues={initialValues}
          />
        </div>
      </div>
    </dialog>
  )
}

type OpenerProps = {
  children: ReactNode
  variant?: ButtonVariant
  className?: string
}

/**
 * What opens the page's request dialog ('Discuss Your Project', 'Book Free Consultation'): a
 * link to the estimate page, whose form is the same, that opens the dialog in place once the
 * page's first script has run.
 */
export function RequestDialogOpener({
  children,
  variant = 'primary',
  className = '',
}: OpenerProps) {
  return (
    <a
      href={paths.estimate}
      aria-haspopup="dialog"
      className={buttonClasses(variant, className)}
      {...{ [OPENS_DIALOG]: REQUEST_DIALOG_ID }}
    >
      {children}
    </a>
  )
}
