/** The visible text of a prerendered page's <main>, as words. */
export function mainWords(html: string): string[] {
  const start = html.indexOf('<main')
  const end = html.indexOf('</main>')
  const main = html.slice(start, end)
  return main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .toLowerCase()
    .split(/[^a-z0-9$%–-]+/)
    .filter(Boolean)
}

/** The set of word n-grams of a text. */
export function shingles(words: readonly string[], size = 5): Set<string> {
  const set = new Set<string>()
  for (let i = 0; i + size <= words.length; i++) set.add(words.slice(i, i + size).join(' '))
  return set
}

/** The share of the smaller page's text that also stands on the other page (0–1). */
export function sharedShare(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  if (small.size === 0) return 0
  let shared = 0
  for (const shingle of small) if (large.has(shingle)) shared++
  return shared / small.size
}

/** The most similar pair among pages, by shared share. */
export function mostSimilarPair(pages: readonly { path: string; words: string[] }[]) {
  const sets = pages.map((p) => ({ path: p.path, set: shingles(p.words) }))
  let worst = { a: '', b: '', share: 0 }
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const share = sharedShare(sets[i]!.set, sets[j]!.set)
      if (share > worst.share) worst = { a: sets[i]!.path, b: sets[j]!.path, share }
    }
  }
  return worst
}
