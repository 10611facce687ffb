/**
 * `npm run owner`: the team of the owner's desk, from the server's own shell. It is how the first
 * person joins (nobody is signed in yet to invite them) and how anyone is taken off the team
 * when no phone is at hand. It also gives the calendar feed's address, for a calendar app.
 *
 *   npm run owner -- --invite "Maria"     a one-time link for Maria, printed on the last line
 *   npm run owner -- --list               the team, their passkeys and last sign-in, and the
 *                                         invites still waiting
 *   npm run owner -- --remove Maria|ID    take someone off the team
 *   npm run owner -- --revoke ID          withdraw an invite still waiting
 *   npm run owner -- --calendar-url       the calendar feed's address, printed on the last line
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { inviteLink, memberName } from '../../shared/owner-api'
import { bookingLinks, loadBookingKey } from '../booking/booking-links'
import { calendarFeedGeneration } from '../booking/calendar-feed-generation'
import { DATABASE_FILE, openDatabase, type Db } from '../db/database'
import { audit } from '../owner/audit-log'
import {
  INVITE_LIFETIME_MS,
  NameTaken,
  team,
  type PendingInvite,
  type TeamMember,
} from '../owner/team'
import { readConfig } from '../start-server'
import { UsageError } from './read-command'
import type { CliOutput } from './leads'
import { OWNER_USAGE, parseOwnerCommand, type OwnerCommand } from './owner-command-line'
import { terminalLine } from './terminal-text'

export type OwnerCliSettings = {
  dataDir: string
  /** SITE_URL, normalized; undefined when it is not set */
  siteUrl: string | undefined
}

/** A moment as the owner reads it, in the server's time zone. */
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

const SET_SITE_URL =
  'Set SITE_URL to the site’s public address, e.g. SITE_URL=https://www.example.com ' +
  '(http://localhost:PORT to try the desk on this computer).'

/**
 * Why invite links cannot start with this SITE_URL, or undefined when they can: the link must
 * open on a phone, and passkeys work only on https pages (or on localhost, on this computer).
 */
function siteUrlProblem(siteUrl: string | undefined): string | undefined {
  if (siteUrl === undefined) {
    return `SITE_URL is not set, and an invite link starts with it. ${SET_SITE_URL}`
  }
  const url = new URL(siteUrl)
  if (url.protocol === 'https:' || url.hostname === 'localhost') return undefined
  return `SITE_URL is ${siteUrl}: passkeys work only on https:// pages. ${SET_SITE_URL}`
}

function invite(db: Db, rawName: string, siteUrl: string, out: CliOutput): number {
  const parsed = memberName.safeParse(rawName)
  if (!parsed.success) {
    out.stderr(`--invite: ${parsed.error.issues[0]?.message ?? 'not a name'}.\n`)
    return 2
  }
  const name = parsed.data
  let made: { token: string; expiresAt: string }
  try {
    made = team(db).invite(name, null)
  } catch (error) {
    if (!(error instanceof NameTaken)) throw error
    out.stderr(
      `${terminalLine(error.message)} \`npm run owner -- --list\` shows the team and the ` +
        'invites waiting; --revoke ID withdraws one.\n',
    )
    return 1
  }
  const { token, expiresAt } = made
  audit(db, null, 'invited', undefined, `${name} (from the command line)`)
  const shown = terminalLine(name)
  const hours = INVITE_LIFETIME_MS / 3_600_000
  out.stdout(
    `An invite for ${shown} to the owner's desk. Send ${shown} the link below, and only ${shown}\n` +
      '(a text message, or show it on your screen). Opened on their phone, it asks them to\n' +
      'create a passkey (their fingerprint, face or screen lock), then shows the leads.\n' +
      `It works once, until ${when(expiresAt)} (${hours} hours): whoever opens it first joins.\n` +
      `${inviteLink(siteUrl, token)}\n`,
  )
  return 0
}

/** Prints the calendar feed's address now, with what it shows and how to subscribe. */
function calendarUrl(db: Db, dataDir: string, siteUrl: string, out: CliOutput): number {
  let key: Buffer
  try {
    // the server's own key: made here if the server has not made it yet, as it would
    key = loadBookingKey(dataDir)
  } catch (error) {
    out.stderr(`${terminalLine((error as Error).message)}\n`)
    return 1
  }
  const url = bookingLinks(key, siteUrl).feedUrl(calendarFeedGeneration(db).current())
  out.stdout(
    'The private address of the calendar of booked visits. Whoever has it sees each visit with\n' +
      "the homeowner's name, phone and town: give it only to the team. In Apple Calendar: File,\n" +
      'New Calendar Subscription. In Google Calendar: Other calendars, +, From URL. "Replace the\n' +
      'address" in the desk stops it working everywhere.\n' +
      `${url}\n`,
  )
  return 0
}

function teamLines(members: readonly TeamMember[]): string {
  if (members.length === 0) {
    return 'Nobody is on the team yet. Invite the first person: npm run owner -- --invite "Your name"\n'
  }
  const width = Math.max(...members.map((m) => terminalLine(m.name).length))
  const lines = members.map((m) => {
    const passkeys = `${m.passkeys} passkey${m.passkeys === 1 ? '' : 's'}`
    const seen = m.lastSignInAt ? `last sign-in ${when(m.lastSignInAt)}` : 'never signed in'
    return `  ${terminalLine(m.name).padEnd(width)}  ${passkeys.padEnd(11)}  ${seen.padEnd(36)}  id ${m.id}`
  })
  return `The team (${members.length}):\n${lines.join('\n')}\n`
}

function inviteLines(invites: readonly PendingInvite[]): string {
  if (invites.length === 0) return ''
  const width = Math.max(...invites.map((i) => terminalLine(i.name).length))
  const lines = invites.map((i) => {
    const by = i.invitedBy ? `by ${terminalLine(i.invitedBy.name)}` : 'from the command line'
    return `  ${terminalLine(i.name).padEnd(width)}  until ${when(i.expiresAt)}, ${by}  id ${i.id}`
  })
  return `Invites waiting (${invites.length}; --revoke ID withdraws one):\n${lines.join('\n')}\n`
}

function revoke(db: Db, id: string, out: CliOutput): number {
  const revoked = team(db).revokeInvite(id)
  if (!revoked) {
    out.stderr(
      `No invite with the id ${terminalLine(id)} is waiting (used, revoked or expired): nothing ` +
        'was revoked. `npm run owner -- --list` shows the invites waiting.\n',
    )
    return 1
  }
  const by = revoked.invitedBy
    ? `invited by ${revoked.invitedBy.name}`
    : 'invited from the command line'
  audit(db, null, 'revoked-invite', undefined, `${revoked.name} (${by}), from the command line`)
  out.stdout(`Revoked the invite for ${terminalLine(revoked.name)}: its link no longer works.\n`)
  return 0
}

function remove(db: Db, target: string, out: CliOutput): number {
  const people = team(db)
  // two people on the team never share a name: a name finds one person at most
  const [found] = people.find(target)
  if (!found) {
    out.stderr(
      `Nobody on the team is called or has the id ${terminalLine(target)}: nobody was removed. ` +
        '`npm run owner -- --list` shows the team.\n',
    )
    return 1
  }
  const member = people.remove(found.id)!
  audit(
    db,
    null,
    'removed-member',
    undefined,
    `${member.name} (${member.id}), from the command line`,
  )
  out.stdout(
    `Removed ${terminalLine(member.name)} from the team: signed out on every device, no more ` +
      'alerts, their passkeys no longer sign in and the invites they made no longer work.\n',
  )
  return 0
}

/** Runs one command against the database in `dataDir`; resolves to the exit code. */
function run(
  command: Exclude<OwnerCommand, { kind: 'help' }>,
  settings: OwnerCliSettings,
  out: CliOutput,
) {
  if (command.kind === 'invite') {
    const problem = siteUrlProblem(settings.siteUrl)
    if (problem) {
      out.stderr(`${problem}\n`)
      return 1
    }
  }
  if (command.kind === 'calendar-url' && settings.siteUrl === undefined) {
    out.stderr(`SITE_URL is not set, and the calendar's address starts with it. ${SET_SITE_URL}\n`)
    return 1
  }
  const file = join(settings.dataDir, DATABASE_FILE)
  if (!existsSync(file)) {
    out.stderr(
      `No database at ${terminalLine(file)}. Start the server once to create it, or set ` +
        'DATA_DIR to the directory that holds leads.sqlite.\n',
    )
    return command.kind === 'list' ? 0 : 1
  }
  const db = openDatabase(settings.dataDir)
  try {
    if (command.kind === 'invite') return invite(db, command.name, settings.siteUrl!, out)
    if (command.kind === 'remove') return remove(db, command.target, out)
    if (command.kind === 'revoke') return revoke(db, command.id, out)
    if (command.kind === 'calendar-url') {
      return calendarUrl(db, settings.dataDir, settings.siteUrl!, out)
    }
    const people = team(db)
    out.stdout(teamLines(people.list()) + inviteLines(people.pendingInvites()))
    return 0
  } finally {
    db.close()
  }
}

/** `npm run owner` with these arguments; returns the exit code (2: a usage mistake). */
export function ownerCli(
  args: readonly string[],
  settings: () => OwnerCliSettings,
  out: CliOutput,
): number {
  let command: OwnerCommand
  try {
    command = parseOwnerCommand(args)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    out.stderr(`${terminalLine(error.message)}\n\n${OWNER_USAGE}`)
    return 2
  }
  if (command.kind === 'help') {
    out.stdout(OWNER_USAGE)
    return 0
  }
  return run(command, settings(), out)
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  process.exitCode = ownerCli(
    process.argv.slice(2),
    () => {
      const config = readConfig()
      // the configuration falls back to this server's local address; a link needs the real one
      return { dataDir: config.dataDir, siteUrl: process.env.SITE_URL ? config.siteUrl : undefined }
    },
    {
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
      stdoutIsTerminal: process.stdout.isTTY === true,
    },
  )
}
