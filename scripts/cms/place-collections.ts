/** The pages of the places we serve: towns, each town's service pages, locations, regional hubs. */
import { locationFrontMatter } from '../content/collections/locations'
import { regionalServiceSchema, regionHubSchema } from '../content/collections/regions'
import { townServiceFrontMatter } from '../content/collections/town-services'
import { townFrontMatter } from '../content/collections/towns'
import { written, yamlFile, type CmsCollection } from './cms-collection'
import { humanize, placeName } from './cms-fields'
import { filesIn, subfolders } from './content-folders'

/** The places' collections, a list per town and region folder that content/ holds. */
export function placeCollections(contentDir: string): CmsCollection[] {
  const serviceTowns = subfolders(contentDir, 'town-services')
  const locationRegions = subfolders(contentDir, 'locations')
  const hubs = filesIn(contentDir, 'regions', 'yaml')

  return [
    written({
      name: 'towns',
      label: 'Town pages',
      singular: 'Town page',
      description:
        'The Westchester places at /westchester/{town}/kitchen-bath-remodeling: the facts (ZIP codes, map position, neighbours) and the text about the homes, projects and permits.',
      folder: 'towns',
      schema: townFrontMatter,
      summary: '{{town}}',
    }),
    ...serviceTowns.map((town) =>
      written({
        name: `town-services-${town}`,
        label: `Town services: ${placeName(town)}`,
        singular: 'Town service page',
        description: `The kitchen and bathroom pages written for ${placeName(town)}.`,
        folder: `town-services/${town}`,
        schema: townServiceFrontMatter,
      }),
    ),
    ...locationRegions.map((region) =>
      written({
        name: `locations-${region}`,
        label: `Locations: ${placeName(region)}`,
        singular: 'Location page',
        description: `The town pages of ${placeName(region)} at /${region}/locations.`,
        folder: `locations/${region}`,
        schema: locationFrontMatter,
      }),
    ),
    {
      name: 'regions',
      label: 'Regional hubs',
      description:
        'The pages of each area we serve (/westchester, /rockland, /bergen, /greenwich) and their regional service pages.',
      files: [
        ...hubs.map((region) =>
          yamlFile(
            `hub-${region}`,
            placeName(region),
            `content/regions/${region}.yaml`,
            regionHubSchema,
          ),
        ),
        ...hubs.flatMap((region) =>
          filesIn(contentDir, `regions/${region}`, 'yaml').map((slug) =>
            yamlFile(
              `hub-${region}-${slug}`,
              `${placeName(region)}: ${humanize(slug)}`,
              `content/regions/${region}/${slug}.yaml`,
              regionalServiceSchema,
            ),
          ),
        ),
      ],
    },
  ]
}
