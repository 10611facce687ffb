/**
 * Whether a request comes from a program rather than a person's browser, by its User-Agent:
 * search and AI crawlers, link previews, monitors, headless browsers (Lighthouse, test
 * drivers) and HTTP libraries. Page counts leave them out; no list is complete, and a program
 * that lies about itself is counted, so counts are a floor of what crawlers do, not of people.
 */
const PROGRAM =
  /bot|crawl|spider|slurp|scrap|fetcher|headless|lighthouse|pagespeed|preview|monitor|uptime|pingdom|validator|archiver|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|phantomjs|selenium|puppeteer|playwright|facebookexternalhit|embedly|whatsapp|telegram|discord|slack/i

/** True for a program's User-Agent, and for none at all. */
export function isProgram(userAgent: string | undefined): boolean {
  return !userAgent || PROGRAM.test(userAgent)
}
