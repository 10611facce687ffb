import type { FormId } from '../../../shared/contact-request'

/**
 * What each form tells the visitor after sending, by the form's id: the same words whether the
 * request went at once or was kept offline and delivered later by the service worker.
 */
export const FORM_TEXTS = {
  modal: {
    success: "We'll get back to you within 24 hours.",
    failure: 'Failed to send message. Please try again or call us directly.',
  },
  estimate: {
    success: "We'll get back to you within 24 hours.",
    failure: 'Failed to send message. Please try again or call us directly.',
  },
  'contact-page': {
    success: "We'll get back to you within one business day.",
    failure: 'Failed to send message. Please try again.',
  },
} as const satisfies Record<FormId, { success: string; failure: string }>

/** The texts of a form id as the worker recorded it; the dialog's for one it does not know. */
export function formTexts(formId: string | undefined) {
  return FORM_TEXTS[formId as FormId] ?? FORM_TEXTS.modal
}
