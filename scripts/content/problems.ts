/**
 * What is wrong with the content files, said so the person who edited them can act: the file,
 * the line where it is known, the field, what was expected and what was found.
 */
export type ContentProblem = { file: string; line?: number; message: string }

/**
 * Collects every problem of a build, so all of them are reported at once: the problems, which
 * stop the build, and the warnings, which it prints and goes on.
 */
export class Problems {
  readonly list: ContentProblem[] = []
  readonly warnings: ContentProblem[] = []

  add(file: string, message: string, line?: number): void {
    this.list.push({ file, message, ...(line ? { line } : {}) })
  }

  warn(file: string, message: string, line?: number): void {
    this.warnings.push({ file, message, ...(line ? { line } : {}) })
  }

  /** One line per problem, in file order. */
  format(): string {
    return formatList(this.list)
  }

  /** One line per warning, in file order. */
  formatWarnings(): string {
    return formatList(this.warnings)
  }
}

function formatList(list: readonly ContentProblem[]): string {
  return [...list]
    .sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0))
    .map((p) => `${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`)
    .join('\n')
}

/** A value as the message quotes it: short, on one line. */
export function found(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  const line = (text ?? String(value)).replace(/\s+/g, ' ')
  return `"${line.length > 60 ? `${line.slice(0, 57)}...` : line}"`
}
