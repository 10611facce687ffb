/**
 * `npm run serve`: the server on the last build. Its parts live in start-server.ts, which the
 * scripts and tests import; this entry only starts it.
 */
import { startServer } from './start-server'

startServer()
