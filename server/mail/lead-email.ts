import { business } from '../../shared/business'
import { visibleLine, visibleLines } from '../../shared/plain-text'
import { cellText, LEAD_COLUMNS, type StoredLead } from '../db/lead-fields'
import { escapeHtml } from '../../shared/escape-html'
import { SOURCE_TITLE, sourceLine, type LeadSource } from '../../shared/lead-source'

export type LeadEmail = {
  subject: string
  text: string
  html: string
  replyTo: { name: string; address: string }
}

/**
 * A visitor's words for a header (the subject, the Reply-To name): one line, unsafe characters
 * shown as escapes, and never an RFC 2047 encoded word. A name typed as "=?utf-8?q?=E2=80=AE?="
 * would otherwise be decoded by mail clients into the override it spells, even inside the quotes
 * nodemailer puts around an ASCII name; "=?" written as "=\x3f" is text to every client.
 */
function headerText(text: string): string {
  return visibleLine(text).replaceAll('=?', '=\\x3f').trim()
}

/** What the notification tells beside the lead's own fields. */
export type LeadEmailExtras = {
  /** the line about its photos ("2 photos attached."), when it has any */
  photos?: string | undefined
  /** where the request came from, as the desk's card says it */
  source?: LeadSource | undefined
}

/**
 * The owner's notification of a lead. The visitor's address is the Reply-To, never the From:
 * the owner answers with one click, and no mail server sees a forged sender.
 */
export function leadEmail(lead: StoredLead, { photos, source }: LeadEmailExtras = {}): LeadEmail {
  const name = headerText(`${lead.firstName} ${lead.lastName}`)
  const service = cellText(lead, 'serviceType')
  // an older row may hold control or invisible characters: the owner reads them as escapes
  const rows = [
    ...LEAD_COLUMNS.filter((field) => !field.multiLine).map(
      ({ key, title }) => [title, visibleLine(cellText(lead, key))] as const,
    ),
    // the campaign tags in it are the visitor's words too
    [SOURCE_TITLE, visibleLine(sourceLine(source))] as const,
  ]
  const details = visibleLines(lead.projectDetails ?? '(no project details given)')
  const text = [
    `New request from the ${business.name} website.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Project details:',
    details,
    '',
    ...(photos ? [`Photos: ${photos}`, ''] : []),
    'Reply to this e-mail to answer the customer directly.',
  ].join('\n')
  const html = `<p>New request from the ${escapeHtml(business.name)} website.</p>
<table cellpadding="4">${rows
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')}</table>
<p><strong>Project details:</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(details)}</p>${photos ? `\n<p><strong>Photos:</strong> ${escapeHtml(photos)}</p>` : ''}
<p>Reply to this e-mail to answer the customer directly.</p>`
  return {
    subject: headerText(`New estimate request – ${service} – ${name}`),
    text,
    html,
    replyTo: { name, address: lead.email },
  }
}
