import type { Collection } from '../collection'
import { blog } from './blog'
import { gallery } from './gallery'
import { towns } from './towns'

/** Every collection under content/, compiled in this order. */
export const collections: readonly Collection[] = [blog, gallery, towns]
