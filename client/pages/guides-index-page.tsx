import { childrenOf } from '../lib/routes'
import { CallToAction } from '../components/call-to-action'
import { WrittenBody } from '../components/written-body'
import { LinkList } from '../components/link-list'
import { PageHeader } from '../components/page-header'
import type { PageProps } from './page-props'

/** The guides: topic guides and town guides, then how to use them. */
export default function GuidesIndexPage({ route }: PageProps) {
  const guides = childrenOf(route.path)
  return (
    <>
      <PageHeader route={route} />
      <div className="mx-auto max-w-5xl px-4 pt-4">
        <LinkList
          id="topic-guides"
          title="Guides by topic"
          routes={guides.filter((r) => r.template === 'topic-guide')}
        />
        <LinkList
          id="town-guides"
          title="Guides by town"
          routes={guides.filter((r) => r.template === 'town-guide')}
        />
      </div>
      <WrittenBody route={route} />
      <CallToAction />
    </>
  )
}
