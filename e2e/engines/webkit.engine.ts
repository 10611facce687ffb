import { homeownerFlows } from './homeowner-flows'
import { openWebKit } from './webkit'

homeownerFlows('webkit', openWebKit, 5070)
