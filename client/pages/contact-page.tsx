import type { ReactNode } from 'react'
import { addressLine, business, links } from '../../shared/business'
import { ClockIcon, MailIcon, MapPinIcon, MessageIcon, PhoneIcon } from '../components/icons'
import { PageHeader } from '../components/page-header'
import type { PageProps } from './page-components'

type CardProps = { icon: ReactNode; title: string; children: ReactNode }

function ContactCard({ icon, title, children }: CardProps) {
  return (
    <section className="rounded-lg border border-line bg-white p-5">
      <h2 className="flex items-center gap-2 font-sans text-lg font-semibold">
        <span className="text-accent">{icon}</span> {title}
      </h2>
      <div className="mt-2 leading-relaxed text-muted">{children}</div>
    </section>
  )
}

const CARD_LINK = 'font-semibold text-brand underline underline-offset-2'

/** The contact page: call, text, e-mail and showroom cards. */
export default function ContactPage({ route }: PageProps) {
  return (
    <>
      <PageHeader route={route} />
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-10 sm:grid-cols-2">
        <ContactCard icon={<PhoneIcon />} title="Call us">
          <a href={links.call} className={CARD_LINK}>
            {business.phone.display}
          </a>
          <p>Talk to the family, {business.hours.summary}.</p>
        </ContactCard>
        <ContactCard icon={<MessageIcon />} title="Text us">
          <a href={links.text} className={CARD_LINK}>
            {business.textPhone.display}
          </a>
          <p>Send photos of your kitchen or bath and we will text back.</p>
        </ContactCard>
        <ContactCard icon={<MailIcon />} title="E-mail us">
          <a href={links.email} className={CARD_LINK}>
            {business.email}
          </a>
          <p>Measurements, plans and inspiration pictures are welcome.</p>
        </ContactCard>
        <ContactCard icon={<MapPinIcon />} title="Visit the showroom">
          <a href={links.map} className={CARD_LINK}>
            {addressLine}
          </a>
          <p className="flex items-center gap-1.5">
            <ClockIcon /> {business.hours.summary}, {business.hours.sunday.toLowerCase()}.
          </p>
          <p>{business.parking}.</p>
        </ContactCard>
      </div>
    </>
  )
}
