/**
 * The guides' index: one entry per file in content/guides/topics and content/guides/towns, by
 * their `order` (scripts/content/compile.ts).
 */
export type { TopicGuide, TownGuide } from './guide-types'
export { topicGuides, townGuides } from '../../.content/catalog/guides'
