import { homeownerFlows } from './homeowner-flows'
import { openFirefox } from './firefox'

homeownerFlows('firefox', openFirefox, 5074)
