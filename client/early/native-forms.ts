/**
 * The request forms are real HTML forms (`method="post" action="/api/contact"`): with no script
 * at all the browser sends them itself. When this module has run but React has not taken the
 * form over (its code failed or is slow), the browser still sends them itself, and this adds
 * what a script knows: how long the page was open (the server's bot check), a key that makes
 * a second tap or a resend harmless, and where the visit came from.
 */
import { FORM_MARKS, NATIVE_FIELDS } from '../../shared/native-form'
import { SOURCE_FIELD } from '../../shared/visit-source'
import { newIdempotencyKey } from '../features/contact/idempotency-key'
import { visitField } from '../lib/visit-source'

/** The form's key, kept in its hidden field: the same key for every send of this page's form. */
function keyOf(form: HTMLFormElement): string {
  const field = form.elements.namedItem(NATIVE_FIELDS.key)
  if (!(field instanceof HTMLInputElement)) return newIdempotencyKey()
  field.value ||= newIdempotencyKey()
  return field.value
}

/** Fills in the fill time and the key of a request form the browser is sending itself. */
export function startNativeForms(): void {
  document.addEventListener(
    'formdata',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute(FORM_MARKS.form)) return
      // a value already there was carried over from an earlier send of the same request
      if (!event.formData.get(NATIVE_FIELDS.fillMs)) {
        event.formData.set(NATIVE_FIELDS.fillMs, String(Math.round(performance.now())))
      }
      event.formData.set(NATIVE_FIELDS.key, keyOf(form))
      event.formData.set(SOURCE_FIELD, visitField())
    },
    true,
  )
}
