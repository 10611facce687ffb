/**
 * `npm run editor:fetch`, and the last step of `npm install`: brings the site editor's script
 * (Decap CMS's pinned release) into node_modules/.cache, so every build after it needs no network.
 * From the install (`--from-install`) a failure is only a warning: the install goes on, and a
 * build without the script still builds the public site.
 */
import { parseArgs } from 'node:util'
import { DECAP_RELEASE, decapScriptOrWhy } from './decap-release'

const { values } = parseArgs({ options: { 'from-install': { type: 'boolean', default: false } } })
const editor = await decapScriptOrWhy()
if ('why' in editor) {
  console.warn(
    `${editor.why}\n  The public site builds without the editor. With a connection, run ` +
      '`npm run editor:fetch`.',
  )
  if (!values['from-install']) process.exitCode = 1
} else if (!values['from-install']) {
  console.log(`The site editor's script (Decap CMS ${DECAP_RELEASE.version}) is in ${editor.file}`)
}
