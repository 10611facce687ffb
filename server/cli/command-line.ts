/** The commands of `npm run leads` and how its arguments name them. */
import { readCommand, type Flag } from './read-command'

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

const FLAGS: Record<string, Flag> = {
  csv: {},
  delete: { takes: 'a lead id or an e-mail address' },
  backup: { takes: 'a file name' },
  photos: { words: { count: 2, are: 'a lead id and a folder' } },
}

/** Reads `--csv`, `--delete X`, `--delete=X`, `--backup FILE`, `--photos ID FOLDER`, `--help`. */
export function parseCommand(args: readonly string[]): LeadsCommand {
  const command = readCommand(args, FLAGS)
  if (!command) return { kind: 'list' }
  switch (command.name) {
    case 'delete':
      return { kind: 'delete', target: command.value! }
    case 'backup':
      return { kind: 'backup', file: command.value! }
    case 'photos':
      return { kind: 'photos', id: command.words[0]!, folder: command.words[1]! }
    default:
      return { kind: command.name as 'csv' | 'help' }
  }
}
