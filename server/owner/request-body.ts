/** The owner's desk's request bodies: JSON, small, shallow, and checked by a schema. */
import express from 'express'
import type { z } from 'zod'
import { HttpError, ValidationError } from '../errors'
import { nestsDeeperThan } from '../json-depth'

/** A passkey's answer, the largest body the desk takes, is a few kilobytes. */
export const OWNER_BODY_LIMIT_BYTES = 16 * 1024

/** A passkey's answer nests four levels; nothing the desk takes nests deeper than this. */
const MAX_DEPTH = 8

/** Reads a JSON body within the limits; other bodies are left unread (and fail their schema). */
export const readJsonBody = express.json({
  limit: OWNER_BODY_LIMIT_BYTES,
  verify: (_req, _res, body) => {
    if (nestsDeeperThan(body, MAX_DEPTH)) {
      throw new HttpError(400, 'The request body is nested too deeply.')
    }
  },
})

/** The body as the schema reads it, or a 400 naming each wrong field. */
export function bodyAs<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const parsed = schema.safeParse(body ?? {})
  if (parsed.success) return parsed.data
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message
  throw new ValidationError(fields)
}
