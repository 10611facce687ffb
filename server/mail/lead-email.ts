import { business } from '../../shared/business'
import { cellText, LEAD_COLUMNS, type StoredLead } from '../db/lead-fields'

export type LeadEmail = {
  subject: string
  text: string
  html: string
  replyTo: { name: string; address: string }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)
}

/** A header-safe one-liner: a visitor cannot add lines to the subject. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim()
}

/**
 * The owner's notification of a lead. The visitor's address is the Reply-To, never the From:
 * the owner answers with one click, and no mail server sees a forged sender.
 */
export function leadEmail(lead: StoredLead, photos?: string): LeadEmail {
  const name = oneLine(`${lead.firstName} ${lead.lastName}`)
  const service = cellText(lead, 'serviceType')
  const rows = LEAD_COLUMNS.filter((field) => !field.multiLine).map(
    ({ key, title }) => [title, cellText(lead, key)] as const,
  )
  const details = lead.projectDetails ?? '(no project details given)'
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
    subject: oneLine(`New estimate request – ${service} – ${name}`),
    text,
    html,
    replyTo: { name, address: lead.email },
  }
}
