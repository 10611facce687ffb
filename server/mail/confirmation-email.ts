import { confirmationWords } from '../../.content/mail/confirmation'
import { addressLine, business } from '../../shared/business'
import type { ConfirmationWords } from '../../shared/confirmation-words'
import { requestReference } from '../../shared/request-reference'
import { escapeHtml } from '../../shared/escape-html'

export type ConfirmationEmail = { subject: string; text: string; html: string }

/** A line of the e-mail: words, or a label and the fact that follows it. */
type Line = string | readonly [label: string, fact: string]

/** A paragraph of lines, or a heading over a list. */
type Block = { lines: readonly Line[] } | { heading: string; items: readonly string[] }

/** The e-mail's blocks, in order: the owner's words, the business facts and the reference. */
function blocks(words: ConfirmationWords, reference: string, bookingUrl?: string): Block[] {
  const { call, haveReady, showroom } = words
  const { hours } = business
  return [
    { lines: [words.greeting] },
    { lines: [words.intro] },
    { lines: [[words.reference.label, reference], words.reference.note] },
    ...(bookingUrl ? [{ lines: [[words.booking, bookingUrl] as const] }] : []),
    {
      lines: [
        [call.who, business.name],
        [call.when, hours.summary],
        call.text,
        ...(call.firstVisit ? [call.firstVisit] : []),
      ],
    },
    { heading: haveReady.heading, items: haveReady.items },
    {
      lines: [
        [showroom.label, addressLine],
        [showroom.hours, `${hours.summary}; ${hours.sunday}`],
      ],
    },
    { lines: [[words.callUs, business.phone.display]] },
    { lines: [business.name] },
  ]
}

function textLine(line: Line): string {
  return typeof line === 'string' ? line : `${line[0]}: ${line[1]}`
}

/** A fact as HTML: a web address (the booking link) as a link. */
const htmlFact = (fact: string) =>
  /^https?:\/\//.test(fact)
    ? `<a href="${escapeHtml(fact)}">${escapeHtml(fact)}</a>`
    : escapeHtml(fact)

function htmlLine(line: Line): string {
  return typeof line === 'string'
    ? escapeHtml(line)
    : `<strong>${escapeHtml(line[0])}:</strong> ${htmlFact(line[1])}`
}

function asText(block: Block): string {
  if ('lines' in block) return block.lines.map(textLine).join('\n')
  return [`${block.heading}:`, ...block.items.map((item) => `- ${item}`)].join('\n')
}

function asHtml(block: Block): string {
  if ('lines' in block) return `<p>${block.lines.map(htmlLine).join('<br>\n')}</p>`
  const items = block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')
  return `<p><strong>${escapeHtml(block.heading)}:</strong></p>\n<ul>\n${items}\n</ul>`
}

/**
 * The homeowner's confirmation of a request, made from the lead's id alone: the owner's words
 * (content/confirmation.yaml), the business facts, the reference and the request's private
 * link to book the free consultation. Nothing the visitor typed
 * is in it, not even their name, so the form cannot carry a message to whoever owns the address
 * typed into it.
 */
export function confirmationEmail(
  leadId: string,
  words: ConfirmationWords = confirmationWords,
  bookingUrl?: string,
): ConfirmationEmail {
  const reference = requestReference(leadId)
  const parts = blocks(words, reference, bookingUrl)
  return {
    subject: `${words.subject} — reference ${reference}`,
    text: `${parts.map(asText).join('\n\n')}\n`,
    html: parts.map(asHtml).join('\n'),
  }
}
