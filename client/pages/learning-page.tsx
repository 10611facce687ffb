import { CallToAction } from '../components/call-to-action'
import { WrittenBody } from '../components/written-body'
import { PageHeader } from '../components/page-header'
import { lazy } from 'react'
import type { PageProps } from './page-props'

// only two pages need these, and their content with them
const Glossary = lazy(() => import('../features/learning/glossary'))
const Worksheets = lazy(() => import('../features/learning/worksheets'))

/** An encyclopedia page; the glossary and the worksheets add their own tools. */
export default function LearningPage({ route }: PageProps) {
  return (
    <>
      <PageHeader route={route} />
      {route.contentId === 'resources/glossary' && <Glossary />}
      {route.contentId === 'resources/worksheets' && <Worksheets />}
      <WrittenBody route={route} />
      <CallToAction />
    </>
  )
}
