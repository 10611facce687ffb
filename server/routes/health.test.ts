import express from 'express'
import request from 'supertest'
import { expect, it } from 'vitest'
import { healthRouter } from './health'

it('keeps a failed check for a second, as it keeps a success: polls do not repeat it', async () => {
  let checks = 0
  const app = express().use(healthRouter(() => (checks++, false)))
  for (let poll = 0; poll < 5; poll++) await request(app).get('/healthz').expect(503)
  expect(checks).toBe(1)
})
