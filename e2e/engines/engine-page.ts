/**
 * What a cross-engine test does with a page, the same in WebKit (classic WebDriver) and Firefox
 * (WebDriver BiDi): each engine's adapter speaks its own protocol behind it.
 */
export type Engine = 'webkit' | 'firefox'

/** A function run in the page; its arguments and result cross as JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- page functions take any JSON
export type PageFunction<T> = (...args: any[]) => T | Promise<T>

export interface EnginePage {
  readonly engine: Engine
  /** Opens an address and waits for its `load`. */
  goto(url: string): Promise<void>
  reload(): Promise<void>
  evaluate<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T>
  /** A real pointer click in the middle of the first element the selector finds. */
  click(selector: string): Promise<void>
  /** A real pointer click at a point of the viewport, on whatever is drawn there. */
  clickAt(x: number, y: number): Promise<void>
  /** Real key presses into the element, after a click that focuses it. */
  type(selector: string, text: string): Promise<void>
  /** Chooses the `<option>` of a `<select>` with this value. */
  select(selector: string, value: string): Promise<void>
  /** Gives a file input a file from disk. */
  upload(selector: string, file: string): Promise<void>
  close(): Promise<void>
}

/** Opens a fresh browser of an engine, with a profile of its own, script on or off. */
export type OpenEngine = (options: { script: boolean }) => Promise<EnginePage>

/** Runs `fn` in the page until it returns something truthy; fails with `what` after `timeoutMs`. */
export async function waitUntil<T>(
  page: EnginePage,
  what: string,
  fn: PageFunction<T>,
  args: unknown[] = [],
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: T | undefined
  for (;;) {
    try {
      last = await page.evaluate(fn, ...args)
      if (last) return last
    } catch (error) {
      // a navigation under way replaces the page the function ran in: ask the next one
      if (Date.now() > deadline) throw error
    }
    if (Date.now() > deadline) {
      throw new Error(`${page.engine}: timed out after ${timeoutMs} ms waiting for ${what}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
