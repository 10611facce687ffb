/**
 * `npm run leads`: the owner's own way to the leads, without any web login.
 *
 *   npm run leads                          list every stored lead
 *   npm run leads -- --csv > leads.csv     export them for a spreadsheet
 *   npm run leads -- --delete ID|EMAIL     delete a lead, or all from one address, on request
 *   npm run leads -- --backup FILE         a checked copy of the database, server running or not
 *   npm run leads -- --photos ID FOLDER    copy the photos sent with a lead
 *   npm run leads -- --help                the commands
 *
 * It reads DATA_DIR/leads.sqlite, as the server does. Whatever it prints from the data goes
 * through terminal-text.ts, so a stored name cannot drive the owner's terminal.
 */
import { constants, copyFileSync, existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { backupDatabase, BackupError, type BackupReport } from '../db/backup'
import { DATABASE_FILE, openDatabase } from '../db/database'
import { leadStore, type LeadStore } from '../db/leads'
import { leadPhotoDir, removeLeadPhotos } from '../photos/photo-files'
import { eraseLeads } from '../db/retention'
import { readConfig } from '../start-server'
import { parseCommand, USAGE, type LeadsCommand } from './command-line'
import { UsageError } from './read-command'
import { leadsCsv } from './leads-csv'
import { leadsText } from './lead-list'
import { terminalLine, terminalLines } from './terminal-text'

export type CliOutput = {
  stdout: (text: string) => void
  stderr: (text: string) => void
  /** stdout is a terminal, not a file or a pipe */
  stdoutIsTerminal: boolean
}

export type CliSettings = {
  dataDir: string
  /** where relative file names start: the directory the owner typed the command in */
  cwd: string
}

/** "4.2 MB", "48 KB": the size of a file as a person reads it. */
function fileSize(bytes: number): string {
  return bytes >= 1e6
    ? `${(bytes / 1e6).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1e3))} KB`
}

function backupSummary(report: BackupReport): string {
  const leads = `${report.leads.toLocaleString('en-US')} lead${report.leads === 1 ? '' : 's'}`
  const integrity = report.integrity.join(' ') === 'ok' ? 'integrity ok' : 'INTEGRITY CHECK FAILED'
  return `Backup written to ${terminalLine(report.file)}: ${leads}, ${fileSize(report.bytes)}, ${integrity}, ${report.seconds.toFixed(2)} s\n`
}

/** Copies a lead's photos into a folder, never over a file that is already there. */
function copyPhotos(
  store: LeadStore,
  command: Extract<LeadsCommand, { kind: 'photos' }>,
  settings: CliSettings,
  out: CliOutput,
): number {
  const lead = store.byId(command.id)
  if (!lead) {
    out.stderr(
      `No lead has the id ${terminalLine(command.id)}. \`npm run leads\` shows each lead's id.\n`,
    )
    return 1
  }
  const photos = store.photosOf(lead.id)
  if (photos.length === 0) {
    out.stdout('This lead came without photos.\n')
    return 0
  }
  const folder = resolve(settings.cwd, command.folder)
  mkdirSync(folder, { recursive: true })
  for (const photo of photos) {
    const target = join(folder, `${lead.id}-${photo.position}.jpg`)
    try {
      copyFileSync(
        join(leadPhotoDir(settings.dataDir, lead.id), photo.file),
        target,
        constants.COPYFILE_EXCL,
      )
    } catch (error) {
      const reason =
        (error as NodeJS.ErrnoException).code === 'EEXIST'
          ? 'it is already there'
          : (error as Error).message
      out.stderr(`Could not copy to ${terminalLine(target)}: ${terminalLine(reason)}.\n`)
      return 1
    }
  }
  out.stdout(
    `Copied ${photos.length} photo${photos.length === 1 ? '' : 's'} to ${terminalLine(folder)}.\n`,
  )
  return 0
}

/** Runs one command against the database in `dataDir`; resolves to the exit code. */
async function run(command: LeadsCommand, settings: CliSettings, out: CliOutput): Promise<number> {
  const file = join(settings.dataDir, DATABASE_FILE)
  if (!existsSync(file)) {
    out.stderr(
      `No leads database at ${terminalLine(file)}. Start the server once to create it, or set ` +
        'DATA_DIR to the directory that holds leads.sqlite.\n',
    )
    return command.kind === 'list' ? 0 : 1
  }

  if (command.kind === 'backup') {
    const report = await backupDatabase(file, resolve(settings.cwd, command.file))
    out.stdout(backupSummary(report))
    if (report.integrity.join(' ') === 'ok') return 0
    out.stderr(
      `Do not rely on this copy: ${terminalLines(report.integrity.join('\n'))}\n` +
        'Run the backup again; if it fails again, the database file itself may be damaged.\n',
    )
    return 1
  }

  const db = openDatabase(settings.dataDir)
  try {
    if (command.kind === 'delete') {
      const erased = eraseLeads(db, command.target)
      const target = terminalLine(command.target)
      if (erased.leads === 0) {
        out.stderr(
          `No lead matches ${target}: nothing was deleted. Give a lead id (as \`npm run leads\` ` +
            'shows it) or the e-mail address the lead came from.\n',
        )
        return 1
      }
      for (const id of erased.ids) removeLeadPhotos(settings.dataDir, id)
      const leads = `${erased.leads} lead${erased.leads === 1 ? '' : 's'}`
      out.stdout(
        `Deleted ${leads} (${target}) and their ${erased.outbox} notification record(s).\n`,
      )
      if (!erased.walEmptied) {
        out.stdout(
          'The write-ahead log was in use and still holds old copies of the deleted rows: ' +
            'run the same command again when the server is quiet, or stop it briefly.\n',
        )
      }
      return 0
    }
    const store = leadStore(db)
    if (command.kind === 'photos') return copyPhotos(store, command, settings, out)
    const leads = store.all()
    if (command.kind === 'csv') {
      const sources = store.sources()
      const csv = leadsCsv(
        leads,
        (id) => store.photosOf(id).map((photo) => photo.file),
        (id) => sources.get(id),
      )
      // a CSV meant for a file but shown on screen is still text from visitors
      out.stdout(out.stdoutIsTerminal ? terminalLines(csv) : csv)
    } else out.stdout(leadsText(leads, store.photoCounts()))
    return 0
  } finally {
    db.close()
  }
}

/** `npm run leads` with these arguments; resolves to the exit code (2: a usage mistake). */
export async function leadsCli(
  args: readonly string[],
  settings: () => CliSettings,
  out: CliOutput,
): Promise<number> {
  let command: LeadsCommand
  try {
    command = parseCommand(args)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    out.stderr(`${terminalLine(error.message)}\n\n${USAGE}`)
    return 2
  }
  if (command.kind === 'help') {
    out.stdout(USAGE)
    return 0
  }
  try {
    return await run(command, settings(), out)
  } catch (error) {
    if (!(error instanceof BackupError)) throw error
    out.stderr(`${terminalLine(error.message)}\n`)
    return 1
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  process.exitCode = await leadsCli(
    process.argv.slice(2),
    // npm runs scripts in the project directory; INIT_CWD is where the owner typed the command
    () => ({ dataDir: readConfig().dataDir, cwd: process.env.INIT_CWD ?? process.cwd() }),
    {
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
      stdoutIsTerminal: process.stdout.isTTY === true,
    },
  )
}
