/** The commands of `npm run owner` and how its arguments name them. */
import { UsageError } from './command-line'

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

const TAKES_VALUE = {
  '--invite': 'the name of the person to invite, e.g. --invite "Maria"',
  '--remove': 'a name or an id, as --list shows them',
  '--revoke': 'the id of an invite, as --list shows it',
}

/**
 * Reads `--list`, `--invite NAME`, `--remove X`, `--revoke ID` (or `--flag=value`),
 * `--calendar-url`, `--help`; one command.
 */
export function parseOwnerCommand(args: readonly string[]): OwnerCommand {
  const commands: OwnerCommand[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const [flag = '', inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg]
    if (flag === '--help' || flag === '-h') commands.push({ kind: 'help' })
    else if (flag === '--list' && inline === undefined) commands.push({ kind: 'list' })
    else if (flag === '--calendar-url' && inline === undefined) {
      commands.push({ kind: 'calendar-url' })
    } else if (flag === '--invite' || flag === '--remove' || flag === '--revoke') {
      const value = inline ?? args[++i]
      if (!value?.trim() || value.startsWith('--')) {
        throw new UsageError(`${flag} needs ${TAKES_VALUE[flag]}.`)
      }
      commands.push(
        flag === '--invite'
          ? { kind: 'invite', name: value }
          : flag === '--remove'
            ? { kind: 'remove', target: value }
            : { kind: 'revoke', id: value.trim() },
      )
    } else throw new UsageError(`Unknown argument: ${arg}`)
  }
  if (commands.some((c) => c.kind === 'help')) return { kind: 'help' }
  if (commands.length > 1) throw new UsageError('Give one command at a time.')
  return commands[0] ?? { kind: 'list' }
}
