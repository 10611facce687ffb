/**
 * Reading the site's figures as numbers: `$15k–30k` is 15,000 to 30,000, `$125k+` is 125,000
 * and up, `6–10 weeks` is 6 to 10. The figures themselves are written once, in
 * content/figures.yaml; the estimator only reads them.
 */

export type Range = { low: number; high?: number }

/** One amount as written on the site: `$40k`, `$67,500`, `150k`, `$225`. */
function amount(text: string): number {
  const match = /\$?\s*([\d,.]+)\s*(k)?/i.exec(text)
  if (!match) throw new Error(`no amount in "${text}"`)
  const value = Number(match[1]!.replace(/,/g, ''))
  return match[2] ? value * 1000 : value
}

/**
 * A price range as written: `$15k–30k` (the second end in thousands like the first), `$85k+`
 * (open-ended), `$50,000–$150,000+` (its `+` says projects go beyond the upper end: the range
 * still ends there), `over $150k`.
 */
export function priceRange(text: string): Range {
  const [first, second] = text.split(/[–-]/)
  const low = amount(first!)
  if (second === undefined) return { low }
  // '$15k–30k': a bare second number takes the first one's thousands
  const thousands = /k/i.test(first!) && !/k/i.test(second) && !second.includes(',')
  const high = thousands ? amount(second) * 1000 : amount(second)
  return { low, high }
}

/** A number of weeks as written: `6–10 weeks`, `2–3 weeks`. */
export function weekRange(text: string): { low: number; high: number } {
  const numbers = text.match(/\d+/g)?.map(Number) ?? []
  if (numbers.length === 0) throw new Error(`no weeks in "${text}"`)
  return { low: numbers[0]!, high: numbers.at(-1)! }
}

/** One figure by its name, or an error naming it: a renamed figure must not pass silently. */
export function figure(figures: Readonly<Record<string, string>>, name: string): string {
  const value = figures[name]
  if (value === undefined)
    throw new Error(`the estimator needs the figure ${name} (content/figures.yaml)`)
  return value
}
