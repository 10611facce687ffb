/**
 * The service pages' index: one entry per file in content/services, in menu order (its `order`
 * field); the menus and the footer read it (scripts/content/compile.ts).
 */
export type { ServicePage } from './service-types'
export { services } from '../../.content/catalog/services'
