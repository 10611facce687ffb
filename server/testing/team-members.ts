/** Team members for the alert tests, written as the desk's sign-in would keep them. */
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database'

/** Adds a member and returns their id. */
export function addTeamMember(db: Db, name: string): string {
  const id = randomUUID()
  db.prepare('INSERT INTO team_members (id, name, created_at) VALUES (?, ?, ?)').run(
    id,
    name,
    new Date().toISOString(),
  )
  return id
}

/** Takes a member off the team; their devices stay in the table. */
export function removeTeamMember(db: Db, id: string): void {
  db.prepare('UPDATE team_members SET removed_at = ? WHERE id = ?').run(
    new Date().toISOString(),
    id,
  )
}
