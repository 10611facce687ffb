/** The commands of `npm run owner` and how its arguments name them. */
import { readCommand, type Flag } from './read-command'

export type OwnerCommand =
  | { kind: 'list' }
  | { kind: 'invite'; name: string }
  | { kind: 'remove'; target: string }
  | { kind: 'revoke'; id: string }
  | { kind: 'calendar-url' }
  | { kind: 'help' }

export const OWNER_USAGE = `Usage: npm run owner [-- COMMAND]

  (no command), --list   the team of the owner's desk (/owner/): each person, their passkeys
                         and their last sign-in; then the invites still waiting
  --invite NAME          a one-time link for NAME to create a passkey and join the desk,
                         valid for 24 hours: npm run owner -- --invite "Maria". Two people
                         cannot share a name
  --remove NAME|ID       take someone off the team: signed out everywhere at once, no more
                         alerts, their passkeys and the invites they made no longer work
  --revoke ID            withdraw an invite still waiting (its id as --list shows it)
  --calendar-url         the private address of the calendar feed of booked visits, to
                         subscribe to in Apple or Google Calendar (the desk can replace it)
  --help                 show this

It reads DATA_DIR (the directory of leads.sqlite, ./data unless set) and SITE_URL (the site's
public address, which invite links and the calendar's address start with), as the server does.
`

const FLAGS: Record<string, Flag> = {
  list: {},
  'calendar-url': {},
  invite: { takes: 'the name of the person to invite, e.g. --invite "Maria"' },
  remove: { takes: 'a name or an id, as --list shows them' },
  revoke: { takes: 'the id of an invite, as --list shows it' },
}

/**
 * Reads `--list`, `--invite NAME`, `--remove X`, `--revoke ID` (or `--flag=value`),
 * `--calendar-url`, `--help`; one command.
 */
export function parseOwnerCommand(args: readonly string[]): OwnerCommand {
  const command = readCommand(args, FLAGS)
  if (!command) return { kind: 'list' }
  switch (command.name) {
    case 'invite':
      return { kind: 'invite', name: command.value! }
    case 'remove':
      return { kind: 'remove', target: command.value! }
    case 'revoke':
      return { kind: 'revoke', id: command.value!.trim() }
    default:
      return { kind: command.name as 'list' | 'calendar-url' | 'help' }
  }
}
