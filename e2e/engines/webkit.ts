/**
 * WebKit, Safari's engine: WebKitGTK's MiniBrowser from Debian's `webkit2gtk-driver`, driven by
 * its WebKitWebDriver over classic WebDriver (selenium-webdriver). It needs a display: the test
 * command runs it under Xvfb.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { Builder, By, Origin, until, type WebDriver, type WebElement } from 'selenium-webdriver'
import { miniBrowser, webkitDriver } from '../../scripts/ensure-browsers'
import { freePort } from '../../server/testing/free-port'
import { whereItSettles } from '../in-view'
import type { EnginePage, PageFunction } from './engine-page'
import { PHONE } from './phone'
import { toTheMiddle } from './to-the-middle'

async function startDriver(port: number): Promise<ChildProcess> {
  const driver = spawn(webkitDriver.path, [`--port=${port}`], { stdio: 'ignore' })
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return driver
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  driver.kill()
  throw new Error(`WebKitWebDriver did not answer on port ${port} within 10 s`)
}

/**
 * A page function as an async script, so one that returns a promise is awaited and an error thrown
 * in the page comes back as an error here. The source is joined here, not evaluated in the page,
 * which the site's security policy would refuse.
 */
function asyncScript(source: string): string {
  return `
    const done = arguments[arguments.length - 1];
    const args = Array.prototype.slice.call(arguments, 0, arguments.length - 1);
    Promise.resolve()
      .then(() => (${source}).apply(null, args))
      .then(
        (value) => done({ value: value === undefined ? null : value }),
        (error) => done({ error: String(error) }),
      );`
}

export async function openWebKit(options: { script: boolean }): Promise<EnginePage> {
  const port = await freePort()
  const driverProcess = await startDriver(port)
  const args = ['--automation']
  // page scripts off, as for a visitor without JavaScript; the driver's own scripts still run
  if (!options.script) args.push('--enable-javascript-markup=false')
  let driver: WebDriver
  try {
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowser.path, args },
      })
      .build()
  } catch (error) {
    driverProcess.kill()
    throw error
  }
  // MiniBrowser's toolbar keeps its window a little wider than a phone: the page gets its
  // narrowest width (about 450 px), still the phone layout
  await driver.manage().window().setRect(PHONE)
  await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 })

  async function element(selector: string): Promise<WebElement> {
    return driver.wait(until.elementLocated(By.css(selector)), 10_000)
  }

  // the driver's own scrolling leaves the element at the screen's edge, under the page's fixed
  // bars; and the driver clicks where the element is at once, so the tap waits until it holds still
  async function tap(target: WebElement) {
    await driver.wait(until.elementIsVisible(target), 10_000)
    await whereItSettles(() => driver.executeScript<{ x: number; y: number }>(toTheMiddle, target))
    await target.click()
  }

  return {
    engine: 'webkit',
    async goto(url) {
      await driver.get(url)
    },
    async reload() {
      await driver.navigate().refresh()
    },
    async evaluate<T>(fn: PageFunction<T>, ...rest: unknown[]) {
      const answer = (await driver.executeAsyncScript(asyncScript(fn.toString()), ...rest)) as
        { value: T } | { error: string }
      if ('error' in answer) throw new Error(`webkit: in the page: ${answer.error}`)
      return answer.value
    },
    async click(selector) {
      await tap(await element(selector))
    },
    async clickAt(x, y) {
      await driver
        .actions()
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .press()
        .release()
        .perform()
    },
    async type(selector, text) {
      const field = await element(selector)
      await tap(field)
      await field.sendKeys(text)
    },
    async select(selector, value) {
      await (await element(`${selector} option[value="${value}"]`)).click()
    },
    async upload(selector, file) {
      await (await element(selector)).sendKeys(file)
    },
    async close() {
      await driver.quit().catch(() => undefined)
      driverProcess.kill()
    },
  }
}
