/**
 * One command from a command line, for `npm run leads` and `npm run owner`: read by node:util's
 * parseArgs (`--flag`, `--flag VALUE`, `--flag=VALUE`, `-h` for help), then held to the rules
 * both tools share: one command at a time, a value where one is needed, and what is wrong said
 * in a sentence the usage follows.
 */
import { parseArgs } from 'node:util'

/** A command line that names no command we know, with what was wrong. */
export class UsageError extends Error {}

/** A command's flag: what value it takes, or what words follow it, as its error names them. */
export type Flag = { takes?: string; words?: { count: number; are: string } }

export type ChosenCommand = { name: string; value?: string; words: string[] }

export function readCommand(
  args: readonly string[],
  flags: Record<string, Flag>,
): ChosenCommand | undefined {
  const options = Object.fromEntries(
    Object.entries(flags).map(([name, flag]) => [
      name,
      { type: flag.takes ? ('string' as const) : ('boolean' as const) },
    ]),
  )
  // not strict: the rules below say what is wrong in our words, and a value that looks like a
  // flag is refused here rather than taken
  const { tokens } = parseArgs({
    args: [...args],
    options: { ...options, help: { type: 'boolean', short: 'h' } },
    strict: false,
    allowPositionals: true,
    tokens: true,
  })
  const chosen: ChosenCommand[] = []
  for (const token of tokens) {
    if (token.kind === 'option-terminator') throw new UsageError('Unknown argument: --')
    if (token.kind === 'positional') {
      const last = chosen.at(-1)
      if (last && last.words.length < (flags[last.name]?.words?.count ?? 0)) {
        last.words.push(token.value)
        continue
      }
      throw new UsageError(`Unknown argument: ${token.value}`)
    }
    const flag = token.name === 'help' ? {} : flags[token.name]
    if (!flag) throw new UsageError(`Unknown argument: ${args[token.index]}`)
    if (flag.takes) {
      if (!token.value?.trim() || token.value.startsWith('--')) {
        throw new UsageError(`${token.rawName} needs ${flag.takes}.`)
      }
      chosen.push({ name: token.name, value: token.value, words: [] })
    } else if (token.value !== undefined) {
      throw new UsageError(`Unknown argument: ${args[token.index]}`)
    } else {
      chosen.push({ name: token.name, words: [] })
    }
  }
  for (const command of chosen) {
    const words = flags[command.name]?.words
    if (words && command.words.length !== words.count) {
      throw new UsageError(`--${command.name} needs ${words.are}.`)
    }
  }
  if (chosen.some((command) => command.name === 'help')) return { name: 'help', words: [] }
  if (chosen.length > 1) throw new UsageError('Give one command at a time.')
  return chosen[0]
}
