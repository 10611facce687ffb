/**
 * The page a browser's own form submission gets back when its request was not stored: the
 * prerendered page of the form, with what went wrong summarised at the top of the form (the
 * `data-form-problems` slot), each bad field marked and its message beside it as the React form
 * shows it, and every field as the visitor typed it. It knows only the form markup of
 * client/features/contact: the form is found by `data-contact-form`, its controls by `name`.
 * The page keeps its scripts: the controls that work before React run (the dialog, the menu),
 * and the entry knows a page at the form's address is not one to hydrate.
 */
import { escapeHtml } from '../../shared/escape-html'
import { FORM_MARKS } from '../../shared/native-form'
import {
  afterClosingTag,
  applyEdits,
  attribute,
  closingTag,
  rewriteTag,
  startTags,
  type Edit,
  type StartTag,
} from './markup'

export type FormAnswer = {
  /** what went wrong, in one sentence: shown when there are no field problems */
  message: string
  /** each bad field's problem, in the schema's words */
  fields?: Readonly<Record<string, string>> | undefined
  /** what was sent, by field name, to be given back; nothing when the body was not read */
  values?: Readonly<Record<string, string>> | undefined
  /** how many photos were sent: a file input cannot be refilled, so they must be chosen again */
  photos?: number | undefined
}

/** The error paragraph's classes as FormField renders them, so the built stylesheet has them. */
const ERROR_CLASS = 'text-sm font-medium text-red-700'

const CONTROLS = new Set(['input', 'select', 'textarea'])

function photosAgain(count: number): string {
  return count === 1
    ? 'The photo you chose was not kept: please choose it again.'
    : `The ${count} photos you chose were not kept: please choose them again.`
}

/** The summary's content: a heading, the problems (linked to their fields) or the message. */
function summary(answer: FormAnswer, ids: ReadonlyMap<string, string>): string {
  const problems = Object.entries(answer.fields ?? {})
  const body = problems.length
    ? `<ul>${problems
        .map(([field, message]) => {
          const id = ids.get(field)
          const text = escapeHtml(message)
          return `<li>${id ? `<a href="#${escapeHtml(id)}">${text}</a>` : text}</li>`
        })
        .join('')}</ul>`
    : `<p>${escapeHtml(answer.message)}</p>`
  const heading = problems.length
    ? 'There is a problem with your request'
    : 'Your request was not sent'
  const photos = answer.photos ? `<p>${photosAgain(answer.photos)}</p>` : ''
  return `<h2>${heading}</h2>${body}${photos}`
}

/** The text a textarea starts with: the parser drops one line break right after the tag. */
const textareaContent = (value: string) => escapeHtml(value.startsWith('\n') ? `\n${value}` : value)

/** The edits that give one control its value back and mark it when it has a problem. */
function controlEdits(html: string, tag: StartTag, answer: FormAnswer): Edit[] {
  const name = attribute(tag, 'name')!
  const value = answer.values?.[name]
  const problem = answer.fields?.[name]
  const id = attribute(tag, 'id')
  const changes: Record<string, string> = {}
  const edits: Edit[] = []
  let after = tag.end
  if (tag.name === 'input') {
    if (value !== undefined && attribute(tag, 'type')?.toLowerCase() !== 'file') {
      changes.value = value
    }
  } else {
    const close = closingTag(html, tag.name, tag.end)
    if (close < 0) return []
    after = afterClosingTag(html, tag.name, tag.end)
    if (value !== undefined && tag.name === 'textarea') {
      edits.push({ start: tag.end, end: close, text: textareaContent(value) })
    }
    if (value !== undefined && tag.name === 'select') {
      for (const option of startTags(html, tag.end, close)) {
        if (option.name !== 'option') continue
        const chosen = attribute(option, 'value') === value
        const text = rewriteTag(option, { selected: chosen ? '' : null })
        edits.push({ start: option.start, end: option.end, text })
      }
    }
  }
  if (problem !== undefined) {
    changes['aria-invalid'] = 'true'
    if (id) {
      const errorId = `${id}-error`
      const described = (attribute(tag, 'aria-describedby') ?? '').split(/\s+/).filter(Boolean)
      changes['aria-describedby'] = [...new Set([...described, errorId])].join(' ')
      const paragraph = `<p id="${escapeHtml(errorId)}" class="${ERROR_CLASS}">${escapeHtml(problem)}</p>`
      edits.push({ start: after, end: after, text: paragraph })
    }
  }
  if (Object.keys(changes).length) {
    edits.push({ start: tag.start, end: tag.end, text: rewriteTag(tag, changes) })
  }
  return edits
}

/** The form of this id on the page, or else its first contact form. */
function findForm(html: string, formId: string): { tag: StartTag; close: number } | undefined {
  let found: StartTag | undefined
  for (const tag of startTags(html)) {
    if (tag.name !== 'form') continue
    const id = attribute(tag, FORM_MARKS.form)
    if (id === undefined) continue
    found ??= tag
    if (id === formId) {
      found = tag
      break
    }
  }
  if (!found) return undefined
  const close = closingTag(html, 'form', found.end)
  return close < 0 ? undefined : { tag: found, close }
}

/**
 * The page with the answer in its form (the one of `formId`, or its first contact form), or
 * undefined when the page has no such form with a problems slot.
 */
export function formPage(html: string, formId: string, answer: FormAnswer): string | undefined {
  const form = findForm(html, formId)
  if (!form) return undefined
  const edits: Edit[] = []
  const ids = new Map<string, string>()
  let slot: StartTag | undefined
  for (const tag of startTags(html, form.tag.end, form.close)) {
    if (attribute(tag, FORM_MARKS.problems) !== undefined) slot ??= tag
    const name = attribute(tag, 'name')
    if (!CONTROLS.has(tag.name) || name === undefined) continue
    const id = attribute(tag, 'id')
    if (id && !ids.has(name)) ids.set(name, id)
    edits.push(...controlEdits(html, tag, answer))
  }
  if (!slot) return undefined
  const slotEnd = closingTag(html, slot.name, slot.end)
  if (slotEnd < 0) return undefined
  edits.push(
    { start: slot.start, end: slot.end, text: rewriteTag(slot, { hidden: null, autofocus: '' }) },
    { start: slot.end, end: slotEnd, text: summary(answer, ids) },
  )
  return applyEdits(html, edits)
}
