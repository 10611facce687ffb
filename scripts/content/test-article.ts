/**
 * A new article for tests that add one: the front matter of an article already in content/
 * (its topic and related pages), with the test's own title, heading and description, and a body
 * of its own, so the rules across pages (no text on two pages) take it as a page of its own.
 */
export function newArticle(
  model: string,
  facts: { label: string; title: string; heading: string; published: string },
  opening = '',
): string {
  const frontMatter = /^---\n([\s\S]*?)\n---/
    .exec(model)![1]!
    .replace(/^label: .*$/m, `label: ${facts.label}`)
    .replace(/^title: .*$/m, `title: ${facts.title}`)
    .replace(/^heading: .*$/m, `heading: ${facts.heading}`)
    .replace(/^published: .*$/m, `published: ${facts.published}`)
    .replace(/^costGuide: .*$/m, 'costGuide: false')
    .replace(
      /^description: [\s\S]*?(?=\n[a-zA-Z]+:)/m,
      `description: ${JSON.stringify(`${facts.heading}: what to plan, what it takes and what to ask before the work starts in a Westchester home.`)}`,
    )
  const words = (seed: number) =>
    Array.from(
      { length: 60 },
      (_, i) => `${facts.label.split(' ')[0]!.toLowerCase()}${seed}x${i}`,
    ).join(' ')
  const body = Array.from({ length: 14 }, (_, i) => `Step ${i + 1}: ${words(i)}.`).join('\n\n')
  return `---\n${frontMatter}\n---\n\n## ${facts.heading}\n\n${opening}${body}\n`
}
