import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { useLocation } from 'wouter'
import {
  contactPageRequest,
  contactRequest,
  serviceTypes,
  type ContactFormValues,
  type ContactRequest,
  type FormId,
} from '../../../shared/contact-request'
import { FORM_MARKS, NATIVE_FIELDS } from '../../../shared/native-form'
import { paths } from '../../../shared/paths'
import { bookingTokenOf, thankYouAddress } from '../../../shared/request-reference'
import { trackLead } from '../../lib/analytics'
import { visitField } from '../../lib/visit-source'
import { useIsClient } from '../../lib/use-is-client'
import { toast } from '../../components/ui/toast-store'
import { FormField } from './form-field'
import { PhotoPicker, type PickedPhoto } from './photo-picker'
import { FORM_TEXTS } from './form-texts'
import { submissionKeys } from './idempotency-key'
import { sendOrKeep } from '../../pwa/send-kept'
import { ContactError } from './submit-contact'

export type ContactFormVariant = 'modal' | 'page'

/**
 * The form's two readings of the contact request (the dialog's and the full form's); what it
 * says after sending depends on which form it is (form-texts.ts).
 */
const VARIANTS = {
  modal: { schema: contactRequest, browserValidation: false },
  page: { schema: contactPageRequest, browserValidation: true },
} as const

/**
 * What the visitor is told when the request was saved on the device, by the worker or, where
 * none controls the page, by the page (client/pwa/page-outbox.ts): true in every browser, where
 * the request goes out while a page of the site is open (client/pwa/contact-retry.ts) or when one
 * is opened next. A request is saved when the network fails: the device is offline, or it is
 * online and our server cannot be reached.
 */
function queuedText(photosDropped: boolean | undefined): string {
  const why = navigator.onLine ? 'Our site could not be reached just now.' : "You're offline."
  const when =
    'goes out by itself as soon as we can be reached: while a page of this site is open, or the next time you open one.'
  return photosDropped
    ? `${why} Your request is saved on this device and ${when} This device had no room to keep the photos: please send them again once it has gone.`
    : `${why} Your request is saved on this device and ${when} Booking a time for the consultation needs a connection: the e-mail we send you then has the link.`
}

const EMPTY: ContactFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  serviceType: '',
  projectDetails: '',
}

/**
 * What the visitor typed into the prerendered form before its code arrived: the page hydrates
 * on the first interaction, and hydration keeps the typed text, which the form then starts with.
 * Undefined on the server, and for a form that is rendered rather than hydrated.
 */
function typedBeforeHydration(id: string): Partial<ContactFormValues> | undefined {
  if (typeof document === 'undefined') return undefined
  if (!document.getElementById(`${id}-firstName`)) return undefined
  const typed: Partial<ContactFormValues> = {}
  for (const name of Object.keys(EMPTY) as (keyof ContactFormValues)[]) {
    const field = document.getElementById(`${id}-${name}`) as HTMLInputElement | null
    if (field?.value) typed[name] = field.value
  }
  return typed
}

/** How long the form has been open: the server's bot check. */
function millisecondsSince(start: number): number {
  return Math.round(performance.now() - start)
}

type Props = {
  variant: ContactFormVariant
  formId: FormId
  /** after a successful send, before the thank-you page (the modal closes here) */
  onSent?: () => void
  /** what the fields start with (the estimator's choices), which the visitor can change */
  initialValues?: Partial<ContactFormValues> | undefined
}

/**
 * The contact request form, for the modal, the estimate dialog and the contact page: a real HTML
 * form the browser can send itself (before React, or without it), which React sends with its own
 * checks, the photos shrunk and the answer shown in place.
 */
export function ContactForm({ variant, formId, onSent, initialValues }: Props) {
  const reading = VARIANTS[variant]
  const texts = FORM_TEXTS[formId]
  const id = useId()
  const [location, navigate] = useLocation()
  const [typed] = useState(() => typedBeforeHydration(id))
  // a prerendered form has been on screen since the page loaded, not since it hydrated
  const prerendered = typed !== undefined
  const openedAt = useRef(0)
  useEffect(() => {
    if (!prerendered) openedAt.current = performance.now()
  }, [prerendered])
  const honeypot = useRef<HTMLInputElement>(null)
  const keys = useRef(submissionKeys()).current
  const isClient = useIsClient()
  const {
    register,
    handleSubmit,
    reset,
    getFieldState,
    setValue,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactRequest>({
    // the schema's input type says `unknown` for the preprocessed optional fields; the form holds strings
    resolver: zodResolver(reading.schema) as Resolver<ContactFormValues, unknown, ContactRequest>,
    defaultValues: { ...EMPTY, ...initialValues, ...typed },
  })

  // a summary the visitor changes elsewhere (the estimator's choices) follows, until they edit it
  const startWith = JSON.stringify(initialValues ?? {})
  useEffect(() => {
    const values = JSON.parse(startWith) as Partial<ContactFormValues>
    for (const [name, value] of Object.entries(values) as [keyof ContactFormValues, string][]) {
      if (!getFieldState(name).isDirty) setValue(name, value)
    }
  }, [startWith, getFieldState, setValue])

  // 'Sending...' from submit to answer; the contact page form returns to idle after either
  // outcome, the modal closes on success
  const [sending, setSending] = useState(false)
  // the photo step: on the estimate dialog and the contact page, where a visitor describes a room
  const takesPhotos = formId === 'estimate' || formId === 'contact-page'
  const [photos, setPhotos] = useState<PickedPhoto[]>([])
  async function send(request: ContactRequest) {
    setSending(true)
    try {
      const answer = await sendOrKeep(
        {
          ...request,
          website: honeypot.current?.value ?? '',
          fillMs: millisecondsSince(openedAt.current),
          formId,
          pagePath: location,
          source: visitField(),
        },
        // other photos make another submission, with its own key
        keys.keyFor({ request, photos: photos.map((p) => [p.name, p.blob.size]) }),
        photos,
      )
      keys.reset()
      reset(EMPTY)
      photos.forEach((photo) => URL.revokeObjectURL(photo.url))
      setPhotos([])
      onSent?.()
      if (variant === 'page') setSending(false)
      if ('queued' in answer) {
        // kept by the service worker, or by the page where none is; 'Message Sent!' and the
        // analytics follow on delivery
        toast({
          title: 'Saved on this device',
          description: queuedText(answer.photosDropped),
        })
        return
      }
      toast({ title: 'Message Sent!', description: texts.success })
      trackLead(answer.id)
      navigate(thankYouAddress(answer.id, bookingTokenOf(answer.bookingUrl)))
    } catch (error) {
      // the server's message, else this form's fallback (also for network and parse failures)
      const description = (error instanceof ContactError && error.serverMessage) || texts.failure
      toast({ title: 'Error', description, variant: 'destructive' })
      setSending(false)
    }
  }

  const field = (name: keyof ContactFormValues) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
  })
  return (
    <form
      method="post"
      action={paths.contactApi}
      // a browser sending the form itself sends the photos too
      encType={takesPhotos ? 'multipart/form-data' : undefined}
      // the browser checks the required fields until React, which says more, takes over
      noValidate={isClient && !reading.browserValidation}
      onSubmit={(event) => void handleSubmit(send)(event)}
      className="grid gap-4"
      aria-label="Request a free estimate"
      {...{ [FORM_MARKS.form]: formId }}
    >
      {/* where the server lists the problems of a request the browser sent itself */}
      <div
        {...{ [FORM_MARKS.problems]: '' }}
        role="alert"
        tabIndex={-1}
        hidden
        className="form-problems rounded-md border-2 border-red-700 bg-white p-4 text-ink"
      />
      <input type="hidden" name="formId" defaultValue={formId} />
      <input type="hidden" name="pagePath" defaultValue={location} />
      <input type="hidden" name={NATIVE_FIELDS.key} defaultValue="" />
      <input type="hidden" name={NATIVE_FIELDS.fillMs} defaultValue="" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" required {...field('firstName')}>
          {(props) => (
            <input {...props} {...register('firstName')} required autoComplete="given-name" />
          )}
        </FormField>
        <FormField label="Last name" required {...field('lastName')}>
          {(props) => (
            <input {...props} {...register('lastName')} required autoComplete="family-name" />
          )}
        </FormField>
      </div>
      <FormField label="Phone" required {...field('phone')}>
        {(props) => (
          <input
            {...props}
            {...register('phone')}
            type="tel"
            required
            autoComplete="tel"
            placeholder="(914) 555-1234"
          />
        )}
      </FormField>
      <FormField label="Email" required {...field('email')}>
        {(props) => (
          <input
            {...props}
            {...register('email')}
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
          />
        )}
      </FormField>
      <FormField label="Service" {...field('serviceType')}>
        {(props) => (
          <select {...props} {...register('serviceType')}>
            <option value="">Select Service (Optional)</option>
            {serviceTypes.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={variant === 'page' ? 'Message' : 'Project details'}
        required={variant === 'page'}
        {...field('projectDetails')}
      >
        {(props) => (
          <textarea
            {...props}
            {...register('projectDetails')}
            rows={4}
            required={variant === 'page'}
            placeholder="Which room, what you'd like to change, your timing"
          />
        )}
      </FormField>
      {takesPhotos && <PhotoPicker photos={photos} onChange={setPhotos} />}
      {/* the honeypot: hidden from people and skipped by keyboards; bots fill it in */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <button
        type="submit"
        disabled={sending}
        className="inline-flex min-h-12 items-center justify-center rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-dark disabled:cursor-wait disabled:opacity-70"
      >
        {sending ? 'Sending...' : 'Send Request'}
      </button>
    </form>
  )
}
