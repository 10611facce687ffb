import { update } from 'idb-keyval'
import { CONTACT_OUTCOMES_KEY, type ContactOutcome } from '../../shared/sw-messages'
import { toast } from '../components/ui/toast-store'
import { formTexts } from '../features/contact/form-texts'
import { trackLead } from '../lib/analytics'
import { bookingPagePath } from '../../shared/request-reference'

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
      const { bookingToken } = outcome
      toast({
        title: 'Message Sent!',
        description: formTexts(outcome.formId).success,
        // the request kept offline has reached us: its consultation can be booked now
        ...(bookingToken
          ? {
              action: {
                label: 'Pick a time',
                altText: 'Pick a time for your free consultation',
                onAction: () => location.assign(bookingPagePath(bookingToken)),
              },
            }
          : {}),
      })
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
