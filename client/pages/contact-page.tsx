import type { ReactNode } from 'react'
import { addressLine, business, links } from '../../shared/business'
import { ClockIcon, MailIcon, MapPinIcon, MessageIcon, PhoneIcon } from '../components/icons'
import { PageHeader } from '../components/page-header'
import { ResponsiveImage, WIDE_SIZES } from '../components/ui/responsive-image'
import { ContactForm } from '../features/contact/contact-form'
import { pageParts } from '../../.content/frame/page-parts'
import type { PageProps } from './page-props'

type CardProps = { icon: ReactNode; title: string; children: ReactNode; id?: string }

function ContactCard({ icon, title, children, id }: CardProps) {
  return (
    <section
      id={id}
      className="scroll-mt-36 rounded-lg border border-line bg-white p-5 target:border-accent target:ring-2 target:ring-accent"
    >
      <h2 className="flex items-center gap-2 font-sans text-lg font-semibold">
        <span className="text-accent">{icon}</span> {title}
      </h2>
      <div className="mt-2 leading-relaxed text-muted">{children}</div>
    </section>
  )
}

const CARD_LINK = 'font-semibold text-brand underline underline-offset-2'
const FORM_ID = 'contact-form'

/** The contact page: call, text, e-mail and showroom cards, then the form. */
export default function ContactPage({ route }: PageProps) {
  const { image } = pageParts.contact ?? {}
  return (
    <>
      <PageHeader route={route}>
        {image && (
          <ResponsiveImage
            {...image}
            priority="everywhere"
            sizes={WIDE_SIZES}
            className="mt-6 h-auto w-full rounded-xl"
          />
        )}
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-10 sm:grid-cols-2">
        <ContactCard id="call" icon={<PhoneIcon />} title="Call us">
          <a href={links.call} className={CARD_LINK}>
            {business.phone.display}
          </a>
          <p>Talk to the family, {business.hours.summary}.</p>
        </ContactCard>
        <ContactCard id="text" icon={<MessageIcon />} title="Text us">
          <a href={links.text} className={CARD_LINK}>
            {business.textPhone.display}
          </a>
          <p>Send photos of your kitchen or bath and we will text back.</p>
        </ContactCard>
        <ContactCard icon={<MailIcon />} title="E-mail us">
          <a href={`#${FORM_ID}`} className={CARD_LINK}>
            Write to us below
          </a>
          <p>
            Or e-mail{' '}
            <a href={links.email} className="text-brand underline underline-offset-2">
              {business.email}
            </a>{' '}
            with measurements, plans and inspiration pictures.
          </p>
        </ContactCard>
        <ContactCard icon={<MapPinIcon />} title="Visit the showroom">
          <a href={links.map} className={CARD_LINK}>
            {addressLine}
          </a>
          <p className="flex items-center gap-1.5">
            <ClockIcon /> {business.hours.summary}, {business.hours.sunday}.
          </p>
          <p>{business.parking}.</p>
        </ContactCard>
      </div>
      <section
        id={FORM_ID}
        aria-labelledby="contact-form-title"
        className="band mx-auto max-w-3xl scroll-mt-36 px-4 pb-16"
      >
        <div className="rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="text-2xl font-bold">
            Send us a message
          </h2>
          <p className="mt-2 text-muted">
            Tell us about the room and your timing. Fields marked * are required.
          </p>
          <div className="mt-6">
            <ContactForm variant="page" formId="contact-page" />
          </div>
        </div>
      </section>
    </>
  )
}
