import type { Collection } from '../collection'
import { blog } from './blog'
import { booking } from './booking'
import { confirmation } from './confirmation'
import { gallery } from './gallery'
import { guides } from './guides'
import { home } from './home'
import { learning } from './learning'
import { locations } from './locations'
import { navigation } from './navigation'
import { pages } from './pages'
import { regions } from './regions'
import { services } from './services'
import { townServicePages } from './town-services'
import { towns } from './towns'

/** Every collection under content/, compiled in this order. */
export const collections: readonly Collection[] = [
  blog,
  gallery,
  towns,
  learning,
  guides,
  services,
  pages,
  locations,
  townServicePages,
  home,
  regions,
  navigation,
  confirmation,
  booking,
]
