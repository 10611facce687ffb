import { CallToAction } from '../components/call-to-action'
import { DocBody } from '../components/doc-body'
import { PageHeader } from '../components/page-header'
import { useDoc } from '../content/use-doc'
import { Glossary } from '../features/learning/glossary'
import { Worksheets } from '../features/learning/worksheets'
import type { PageProps } from './page-components'

/** An encyclopedia page; the glossary and the worksheets add their own tools. */
export default function LearningPage({ route }: PageProps) {
  const doc = useDoc(route)
  return (
    <>
      <PageHeader route={route} />
      {route.contentId === 'resources/glossary' && <Glossary />}
      {route.contentId === 'resources/worksheets' && <Worksheets />}
      <DocBody doc={doc} />
      <CallToAction />
    </>
  )
}
