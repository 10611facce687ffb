import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { stringify } from 'yaml'
import { business } from '../../shared/business'
import { CONTENT_DIR } from './compile'
import { compileBusiness } from './collections/business'
import { Problems } from './problems'

const { phone, textPhone, ...rest } = business
const facts = { ...rest, phone: phone.display, textPhone: textPhone.display }
const order = ['name','legalName','shortName','tagline','blurb','phone','textPhone','email','address','geo','hours','parking','experience','foundingYear','priceRange','organisationPriceRange','laborWarrantyYears','leadRetentionMonths','areaServed','regionsServed','profiles']
const ordered = Object.fromEntries(order.map((k) => [k, (facts as Record<string, unknown>)[k]]))
const header = `# The business facts, written once: every page, the structured data for search engines, the
# owner's lead e-mails and the server read them from here. Change a value and run \`npm start\`.
#
# Phones: write them as they should be printed; the dialling form (+1...) is worked out.
# Name, phones, e-mail and the profile links are placeholders until the owner sets them (the
# phones use the fictional 555-01xx range, the e-mail an example.com address).
# leadRetentionMonths: how long a request sent through the site is kept before the server
# deletes it; the privacy policy states it.
`
writeFileSync(join(CONTENT_DIR, 'business.yaml'), header + stringify(ordered, { lineWidth: 100 }))
const problems = new Problems()
const { facts: back } = compileBusiness(CONTENT_DIR, problems)
if (problems.list.length) throw new Error(problems.format())
console.log(isDeepStrictEqual(JSON.parse(JSON.stringify(back)), JSON.parse(JSON.stringify(business))) ? 'identical' : 'DIFFERENT')
