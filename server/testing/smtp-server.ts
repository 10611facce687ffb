import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** The addresses a message was sent to, lower-cased. */
function recipients(mail: ParsedMail): string[] {
  const to = [mail.to ?? []].flat()
  return to.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()))
}

/** A real SMTP server on loopback that keeps what it receives, for tests. */
export async function startTestSmtp(port = 0) {
  const messages: ParsedMail[] = []
  const waiters: (() => void)[] = []
  const listeners: ((mail: ParsedMail, index: number) => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          listeners.forEach((listener) => listener(mail, messages.length - 1))
          waiters.splice(0).forEach((wake) => wake())
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    /** The messages that arrived for `address` (any letter case), in order. */
    to: (address: string) =>
      messages.filter((mail) => recipients(mail).includes(address.toLowerCase())),
    /** Calls back with each message as it arrives. */
    onMessage(listener: (mail: ParsedMail, index: number) => void) {
      listeners.push(listener)
    },
    /** Resolves once `count` messages have arrived, or rejects after `ms`. */
    async waitFor(count: number, ms = 5_000) {
      const deadline = Date.now() + ms
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} mails, got ${messages.length}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 50)
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
