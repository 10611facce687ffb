/** The times the owner blocks in the desk (a holiday, a job that runs long): no visit is offered. */
import type { Db } from '../db/database'

export type BlockedTimes = {
  id: number
  start: string
  end: string
  note: string
  createdAt: string
}

const COLUMNS = 'id, start_at AS start, end_at AS end, note, created_at AS createdAt'

/** The blocks' queries, prepared once. */
export function blockStore(db: Db) {
  const between = db.prepare<[string, string], BlockedTimes>(
    `SELECT ${COLUMNS} FROM booking_blocks WHERE end_at > ? AND start_at < ? ORDER BY start_at`,
  )
  const insert = db.prepare(
    'INSERT INTO booking_blocks (start_at, end_at, note, member_id, created_at) VALUES (?, ?, ?, ?, ?)',
  )
  const remove = db.prepare('DELETE FROM booking_blocks WHERE id = ?')
  const byId = db.prepare<[number], BlockedTimes>(
    `SELECT ${COLUMNS} FROM booking_blocks WHERE id = ?`,
  )
  return {
    /** Blocks that overlap [from, to), earliest first. */
    between: (from: Date, to: Date) => between.all(from.toISOString(), to.toISOString()),
    add(start: Date, end: Date, note: string, memberId: string, now: Date): BlockedTimes {
      const id = Number(
        insert.run(start.toISOString(), end.toISOString(), note, memberId, now.toISOString())
          .lastInsertRowid,
      )
      return byId.get(id)!
    },
    /** Whether a block was removed. */
    remove: (id: number) => remove.run(id).changes > 0,
  }
}

export type BlockStore = ReturnType<typeof blockStore>
