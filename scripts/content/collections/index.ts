import type { Collection } from '../collection'
import { blog } from './blog'

/** Every collection under content/, compiled in this order. */
export const collections: readonly Collection[] = [blog]
