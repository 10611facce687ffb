/**
 * `npm run serve`: the server on the last build. Its parts live in start-server.ts, which the
 * scripts and tests import; this entry only starts it.
 */
import { startServer } from './start-server'

// the built server is bundled: a stack trace names the source files (dist-server/*.js.map)
process.setSourceMapsEnabled(true)
startServer()
