/** The commands of `npm run leads` and how its arguments name them. */

export type LeadsCommand =
  | { kind: 'list' }
  | { kind: 'csv' }
  | { kind: 'delete'; target: string }
  | { kind: 'backup'; file: string }
  | { kind: 'photos'; id: string; folder: string }
  | { kind: 'help' }

export const USAGE = `Usage: npm run leads [-- COMMAND]

  (no command)           list every stored lead
  --csv                  write them as CSV: npm run leads -- --csv > leads.csv
  --delete ID|EMAIL      delete a lead by its id, or every lead from an e-mail address
                         (any letter case), with its e-mail record: a request to be forgotten
  --backup FILE          write a checked copy of the database to FILE (a new file), also
                         while the server is running
  --photos ID FOLDER     copy the photos sent with lead ID into FOLDER (created if needed)
  --help                 show this

The database is DATA_DIR/leads.sqlite (DATA_DIR defaults to ./data).
`

/** A command line that names no command we know, with what was wrong. */
export class UsageError extends Error {}

const TAKES_VALUE = { '--delete': 'a lead id or an e-mail address', '--backup': 'a file name' }

/** Reads `--csv`, `--delete X`, `--delete=X`, `--backup FILE`, `--help`; one command at most. */
export function parseCommand(args: readonly string[]): LeadsCommand {
  const commands: LeadsCommand[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const [flag = '', inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg]
    if (flag === '--help' || flag === '-h') commands.push({ kind: 'help' })
    else if (flag === '--csv' && inline === undefined) commands.push({ kind: 'csv' })
    else if (flag === '--delete' || flag === '--backup') {
      const value = inline ?? args[++i]
      if (!value || value.startsWith('--')) {
        throw new UsageError(`${flag} needs ${TAKES_VALUE[flag]}.`)
      }
      commands.push(
        flag === '--delete' ? { kind: 'delete', target: value } : { kind: 'backup', file: value },
      )
    } else if (flag === '--photos' && inline === undefined) {
      const id = args[++i]
      const folder = args[++i]
      if (!id || !folder || id.startsWith('--') || folder.startsWith('--')) {
        throw new UsageError('--photos needs a lead id and a folder.')
      }
      commands.push({ kind: 'photos', id, folder })
    } else throw new UsageError(`Unknown argument: ${arg}`)
  }
  if (commands.some((c) => c.kind === 'help')) return { kind: 'help' }
  if (commands.length > 1) throw new UsageError('Give one command at a time.')
  return commands[0] ?? { kind: 'list' }
}
