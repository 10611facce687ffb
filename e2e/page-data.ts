import type { Page } from '@playwright/test'

/** The JSON-LD nodes of the loaded page, parsed. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
}

export function types(nodes: Record<string, unknown>[]): string[] {
  return nodes.flatMap((n) => (Array.isArray(n['@type']) ? n['@type'] : [n['@type']]) as string[])
}

/** The FAQ questions a page shows, in order. */
export function visibleQuestions(page: Page) {
  return page
    .locator('section', { has: page.getByRole('heading', { name: 'Frequently asked questions' }) })
    .locator('details > summary')
    .allTextContents()
}

export async function faqPageQuestions(page: Page): Promise<string[]> {
  const faq = (await jsonLd(page)).find((n) => n['@type'] === 'FAQPage') as
    { mainEntity: { name: string }[] } | undefined
  return faq?.mainEntity.map((q) => q.name) ?? []
}
