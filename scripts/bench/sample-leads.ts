/** Realistic leads written straight into a database, for the backup bench and tests. */
import type { Db } from '../../server/db/database'
import { leadStore } from '../../server/db/leads'

/** Stores `count` distinct leads (with their outbox rows) the way the contact route does. */
export function insertSampleLeads(db: Db, count: number): void {
  const store = leadStore(db)
  db.transaction(() => {
    for (let i = 1; i <= count; i++) {
      store.save(
        {
          firstName: 'Sample',
          lastName: `Lead ${i}`,
          phone: '(914) 555-0100',
          email: `sample-${i}@example.com`,
          serviceType: i % 2 ? 'kitchen' : 'bathroom',
          projectDetails:
            'Gut renovation of a 1960s galley kitchen: new cabinets to the ceiling, quartz ' +
            'counters, an island with seating for three, and the range moved to the outside wall.',
          formId: 'modal',
          pagePath: '/services/kitchens',
        },
        `sample-${i}`,
        `sample-hash-${i}`,
      )
    }
  })()
}
