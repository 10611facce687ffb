import type { Collection } from '../collection'
import { blog } from './blog'
import { gallery } from './gallery'

/** Every collection under content/, compiled in this order. */
export const collections: readonly Collection[] = [blog, gallery]
