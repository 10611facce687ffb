import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { PageTemplate } from '../../shared/route-types'
import type { PageProps } from './page-props'
import { templatePages } from './templates'

type PageModule = { default: ComponentType<PageProps> }

/** Every page module, each its own chunk, fetched when a page of its template is shown. */
const pageModules = import.meta.glob<PageModule>('./*-page.tsx')

/** How each template's code is fetched (templates.ts names each template's module). */
export const pageLoaders = Object.fromEntries(
  Object.entries(templatePages).map(([template, file]) => {
    const load = pageModules[`./${file}.tsx`]
    if (!load) throw new Error(`templates.ts names client/pages/${file}.tsx, which does not exist`)
    return [template, load]
  }),
) as Record<PageTemplate, () => Promise<PageModule>>

/** The lazy page component of each template. */
export const pageComponents = Object.fromEntries(
  Object.entries(pageLoaders).map(([template, load]) => [template, lazy(load)]),
) as Record<PageTemplate, LazyExoticComponent<ComponentType<PageProps>>>
