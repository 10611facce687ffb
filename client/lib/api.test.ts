import { describe, expect, it } from 'vitest'
import { ResponseError, throwIfNotOk } from './api'

describe('a non-OK answer', () => {
  it('reads as "status: body" and gives the visitor our API\'s own words', async () => {
    const body = JSON.stringify({ message: 'Please enter a valid email address.' })
    const error = await throwIfNotOk(new Response(body, { status: 400 })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseError)
    expect((error as ResponseError).message).toBe(`400: ${body}`)
    expect((error as ResponseError).serverMessage).toBe('Please enter a valid email address.')
  })

  it('has no words for the visitor when the body is not ours', async () => {
    const error = (await throwIfNotOk(
      new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    ).catch((e: unknown) => e)) as ResponseError
    expect(error.serverMessage).toBeUndefined()
    const empty = (await throwIfNotOk(
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
    ).catch((e: unknown) => e)) as ResponseError
    expect(empty.message).toBe('503: Service Unavailable')
  })
})
