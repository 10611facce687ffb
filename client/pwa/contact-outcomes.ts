import { update } from 'idb-keyval'
import { CONTACT_OUTCOMES_KEY, type ContactOutcome } from '../../shared/sw-messages'
import { toast } from '../components/ui/toast-store'
import { trackLead } from '../lib/analytics'

/** The success text of the form a queued request came from. */
function successText(formId: string | undefined): string {
  return formId === 'contact-page'
    ? "We'll get back to you within one business day."
    : "We'll get back to you within 24 hours."
}

/**
 * Announces what became of requests the worker delivered from its queue: 'Message Sent!' and
 * the analytics events, or the server's refusal. The list is taken and emptied in one IndexedDB
 * transaction, so with several tabs open each outcome is announced exactly once.
 */
export async function announceContactOutcomes(): Promise<void> {
  let taken: ContactOutcome[] = []
  try {
    await update<ContactOutcome[]>(CONTACT_OUTCOMES_KEY, (list) => {
      taken = list ?? []
      return []
    })
  } catch {
    return // no IndexedDB (private mode in some browsers): nothing was queued either
  }
  for (const outcome of taken) {
    if (outcome.status === 'delivered') {
      toast({ title: 'Message Sent!', description: successText(outcome.formId) })
      trackLead(outcome.leadId)
    } else {
      toast({
        title: 'Error',
        description: `Your saved request could not be sent: ${outcome.message}`,
        variant: 'destructive',
      })
    }
  }
}
