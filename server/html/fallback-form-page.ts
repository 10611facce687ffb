import { serviceTypes, type FormId } from '../../shared/contact-request'
import { FORM_MARKS } from '../../shared/native-form'
import { paths } from '../../shared/paths'

const FIELDS = [
  ['firstName', 'First name', 'text'],
  ['lastName', 'Last name', 'text'],
  ['phone', 'Phone', 'tel'],
  ['email', 'Email', 'email'],
] as const

/**
 * A bare page with the contact form in the markup the built pages use, for an answer page when
 * there is no built site (the API alone, as in most tests) or its page has no such form.
 */
export function fallbackFormPage(formId: FormId): string {
  const inputs = FIELDS.map(
    ([name, label, type]) =>
      `<p><label for="${name}">${label}</label> <input id="${name}" name="${name}" type="${type}" required=""/></p>`,
  )
  const options = serviceTypes.map((s) => `<option value="${s.value}">${s.label}</option>`)
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>Request a free estimate</title></head>
<body><main><h1>Request a free estimate</h1>
<form method="post" action="${paths.contactApi}" ${FORM_MARKS.form}="${formId}">
<div ${FORM_MARKS.problems}="" role="alert" tabindex="-1" hidden=""></div>
<input type="hidden" name="formId" value="${formId}"/><input type="hidden" name="pagePath" value=""/>
${inputs.join('\n')}
<p><label for="serviceType">Service</label> <select id="serviceType" name="serviceType"><option value="">Select Service (Optional)</option>${options.join('')}</select></p>
<p><label for="projectDetails">Project details</label> <textarea id="projectDetails" name="projectDetails" rows="4"></textarea></p>
<button type="submit">Send Request</button>
</form></main></body></html>
`
}
