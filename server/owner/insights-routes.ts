/**
 * GET /insights?days=30|90, for a signed-in person only (mounted behind requireMember,
 * routes.ts): where requests come from (insights.ts). Counts only: no person's data is in it.
 */
import { Router } from 'express'
import { INSIGHT_WINDOW_PROBLEM, insightWindowOf } from '../../shared/insights-api'
import type { Db } from '../db/database'
import { HttpError } from '../errors'
import { insights } from './insights'

export function insightsRoutes(db: Db, now: () => Date = () => new Date()): Router {
  const figures = insights(db)
  return Router().get('/insights', (req, res) => {
    const days = insightWindowOf(req.query.days)
    if (days === undefined) {
      throw new HttpError(400, `The figures could not be shown: ${INSIGHT_WINDOW_PROBLEM}.`)
    }
    res.json(figures.figures(days, now()))
  })
}
