/**
 * The service pages' index: one entry per file in content/services, in the order of its
 * `order` field; the footer reads it (scripts/content/compile.ts). The main menu is
 * content/navigation.yaml (shared/navigation.ts).
 */
export type { ServicePage } from './service-types'
export { services } from '../../.content/catalog/services'
