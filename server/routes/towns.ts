import { Router } from 'express'
import { westchesterPlaces } from '../../shared/catalog/westchester-places'

/** The towns: slug and name, nothing else. */
const towns = westchesterPlaces.map(({ slug, town }) => ({ slug, town }))

/** GET /api/towns: the Westchester towns, from the same catalog as the town pages. */
export const townsRouter = Router().get('/towns', (_req, res) => {
  res.set('Cache-Control', 'public, max-age=300')
  res.json(towns)
})
