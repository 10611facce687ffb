import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { App } from './app'

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * The HTML of one page's #root. prerenderToNodeStream waits for the lazy page (renderToString
 * would write the 'Loading page...' fallback instead). An unlimited progressive chunk size keeps
 * every Suspense boundary inline: React would otherwise move a large page body to the end of the
 * document behind an inline script, which our CSP blocks and crawlers may not run.
 */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return streamToString(prelude)
}

export { headFor } from './page-metadata'
export { routes } from '../shared/routes'
