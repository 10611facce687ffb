/**
 * Firefox ESR from Debian's package, driven over WebDriver BiDi by puppeteer-core: Firefox speaks
 * BiDi itself, so no geckodriver (whose download is not reachable here) is needed.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import puppeteer, { type ElementHandle } from 'puppeteer-core'
import { firefox } from '../../scripts/ensure-browsers'
import type { EnginePage, PageFunction } from './engine-page'
import { PHONE } from './phone'
import { whereItSettles } from '../in-view'
import { toTheMiddle } from './to-the-middle'

export async function openFirefox(options: { script: boolean }): Promise<EnginePage> {
  const profile = mkdtempSync(join(tmpdir(), 'engines-firefox-'))
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefox.path,
    headless: true,
    userDataDir: profile,
    defaultViewport: null,
    extraPrefsFirefox: { 'javascript.enabled': options.script },
  })
  const page = (await browser.pages())[0] ?? (await browser.newPage())
  // Firefox 140 has the viewport command but not the screen orientation one puppeteer sends
  // with it; the viewport is set all the same
  await page.setViewport(PHONE).catch(() => undefined)

  // polled from here: puppeteer's own wait runs in the page, which has no timers without script
  async function element(selector: string): Promise<ElementHandle> {
    const deadline = Date.now() + 10_000
    for (;;) {
      const found = await page.$(selector)
      if (found) return found
      if (Date.now() > deadline) throw new Error(`firefox: no element ${selector} within 10 s`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  // by coordinates, once it holds still: puppeteer's own click waits in the page for the element
  // to settle, and a page without script never answers
  async function tap(target: ElementHandle) {
    const { x, y } = (await whereItSettles(() => target.evaluate(toTheMiddle)))!
    await page.mouse.click(x, y)
  }

  return {
    engine: 'firefox',
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' })
    },
    async reload() {
      await page.reload({ waitUntil: 'load' })
    },
    evaluate<T>(fn: PageFunction<T>, ...args: unknown[]) {
      return page.evaluate(fn, ...args) as Promise<T>
    },
    async click(selector) {
      await tap(await element(selector))
    },
    async clickAt(x, y) {
      await page.mouse.click(x, y)
    },
    async type(selector, text) {
      await tap(await element(selector))
      await page.keyboard.type(text)
    },
    async select(selector, value) {
      await (await element(selector)).select(value)
    },
    async upload(selector, file) {
      const input = (await element(selector)) as ElementHandle<HTMLInputElement>
      await input.uploadFile(file)
    },
    async close() {
      await browser.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}
