/**
 * content/confirmation.yaml: the words of the e-mail a homeowner receives after sending a
 * request. Only the server reads them (server/mail/confirmation-email.ts), which adds the
 * business facts and the request's reference after the labels.
 */
import { z } from 'zod'
import type { ConfirmationWords } from '../../../shared/confirmation-words'
import { moduleText, readYamlFile, type Collection, type CollectionOutput } from '../collection'
import { text } from '../fields'

const CONFIRMATION_FILE = 'content/confirmation.yaml'

/** Words on one line: a subject or a sentence of the e-mail. */
const line = (min: number, max: number) => text(min, max).regex(/^[^\n]*$/, 'must be on one line')

/** The words before a fact the e-mail adds, such as "Your reference" before 7C9E6679. */
const label = line(2, 60).regex(/[^:]$/, 'must not end with a colon: the e-mail adds it')

export const confirmationSchema = z.object({
  subject: line(5, 60).meta({
    title: 'Subject',
    description: 'The e-mail adds " — reference 7C9E6679" after it.',
  }),
  greeting: line(2, 40).meta({
    title: 'Greeting',
    description: 'The first line. The e-mail never uses the name the visitor typed.',
  }),
  intro: line(10, 300).meta({ title: 'Introduction' }),
  reference: z
    .object({
      label: label.meta({ title: 'Label', description: 'Followed by the reference.' }),
      note: line(10, 200).meta({ title: 'Note under the reference' }),
    })
    .meta({ title: 'The request’s reference' }),
  booking: label.meta({
    title: 'Booking link',
    description: 'Followed by the request’s private link to pick a time for the free consultation.',
  }),
  call: z
    .object({
      who: label.meta({ title: 'Who calls', description: 'Followed by the business name.' }),
      when: label.meta({ title: 'When', description: 'Followed by the business hours.' }),
      text: line(10, 400).meta({ title: 'What the call is for' }),
      firstVisit: line(10, 200).optional().meta({
        title: 'How long the first visit takes',
        description: 'As the showroom page says it. Leave it empty to say nothing about it.',
      }),
    })
    .meta({ title: 'Our call' }),
  haveReady: z
    .object({
      heading: label.meta({ title: 'Heading' }),
      items: z.array(line(5, 120)).min(1).max(6).meta({ title: 'Things to have ready' }),
    })
    .meta({ title: 'What to have ready' }),
  showroom: z
    .object({
      label: label.meta({ title: 'Label', description: 'Followed by the showroom’s address.' }),
      hours: label.meta({ title: 'Hours label', description: 'Followed by the opening hours.' }),
    })
    .meta({ title: 'The showroom' }),
  callUs: label.meta({ title: 'Last line', description: 'Followed by the phone number.' }),
}) satisfies z.ZodType<ConfirmationWords>

/** The confirmation's words, as a module only the server imports. */
export const confirmation: Collection = {
  name: 'confirmation',
  compile(contentDir, problems): CollectionOutput {
    const words = readYamlFile(contentDir, CONFIRMATION_FILE, confirmationSchema, problems)
    if (!words) return { modules: {}, links: [] }
    return {
      modules: {
        'mail/confirmation.ts': moduleText(
          "import type { ConfirmationWords } from '../../shared/confirmation-words'\n",
          { confirmationWords: { type: 'ConfirmationWords', value: words } },
        ),
      },
      links: [],
    }
  },
}
