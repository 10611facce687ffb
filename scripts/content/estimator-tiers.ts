/**
 * The tier names the cost estimator shows, read from the cost guides of the kitchens and
 * bathrooms pages. A finish level's tier is the one priced with the finish level's figure
 * (shared/estimator/tiers.ts), so renaming a tier in content/services/*.yaml renames it in the
 * estimator; removing that tier, or pricing it with another figure, stops the build.
 */
import type { ServicePageContent } from '../../shared/content/types'
import {
  COST_GUIDE_PAGES,
  FINISHES,
  ROOMS,
  tierFigure,
  type Finish,
  type Room,
  type TierNames,
} from '../../shared/estimator/tiers'
import { moduleText } from './collection'
import { FIGURES_FILE } from './collections/figures'
import type { SourceFile } from './front-matter'
import type { Problems } from './problems'
import { TOKENS } from './tokens'

/** A service page laid out in parts, as the services collection read it. */
export type LaidOutService = { source: SourceFile; parts: ServicePageContent }

/** The name of the tier priced with a finish level's figure; undefined when there is none (reported). */
function tierName(page: LaidOutService, room: Room, finish: Finish, problems: Problems) {
  const figure = tierFigure(room, finish)
  const price = TOKENS[figure]
  if (price === undefined) {
    problems.add(
      FIGURES_FILE,
      `'${figure}' is missing, and the cost estimator prices its ${finish} ${room} with it: add it back`,
    )
    return undefined
  }
  // ranges are read with their figures filled in; a price written by hand is refused (tokens.ts)
  const tier = page.parts.costGuide.tiers.find((t) => t.range === price)
  if (!tier) {
    problems.add(
      page.source.file,
      `'costGuide.tiers' has no tier priced {{${figure}}}, which the cost estimator shows for a ${finish} ${room}: add a tier with range "{{${figure}}}" and its name`,
      page.source.lineAt?.(['costGuide', 'tiers']) ?? page.source.lineOf('costGuide'),
    )
  }
  return tier?.name
}

/**
 * The module .content/catalog/estimator-tiers.ts: each room's tier names by finish level.
 * Undefined when a tier cannot be found (reported), or when a cost guide's file has problems
 * of its own (already reported: its tiers are not looked for).
 */
export function estimatorTiersModule(
  pages: readonly LaidOutService[],
  problems: Problems,
): string | undefined {
  const names: Partial<Record<Room, Record<Finish, string>>> = {}
  for (const room of ROOMS) {
    const file = `content/services/${COST_GUIDE_PAGES[room]}.yaml`
    const page = pages.find((p) => p.source.file === file)
    if (!page) {
      if (!problems.list.some((p) => p.file === file)) {
        problems.add(
          file,
          `the file is missing, and the cost estimator names its ${room} tiers after this page's cost guide: put it back`,
        )
      }
      continue
    }
    const found = FINISHES.map((finish) => [finish, tierName(page, room, finish, problems)])
    if (found.every(([, name]) => name !== undefined)) {
      names[room] = Object.fromEntries(found) as Record<Finish, string>
    }
  }
  if (ROOMS.some((room) => !names[room])) return undefined
  return moduleText("import type { TierNames } from '../../shared/estimator/tiers'\n", {
    tierNames: { type: 'TierNames', value: names as TierNames },
  })
}
