/**
 * The schema, one step per entry; PRAGMA user_version counts the steps a file has run.
 * Never edit a step that has shipped: add a new one.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE leads (
    id              TEXT PRIMARY KEY,
    created_at      TEXT NOT NULL,
    first_name      TEXT NOT NULL,
    last_name       TEXT NOT NULL,
    phone           TEXT NOT NULL,
    email           TEXT NOT NULL,
    service_type    TEXT,
    project_details TEXT,
    form_id         TEXT,
    page_path       TEXT
  );
  CREATE INDEX leads_created_at ON leads (created_at);

  -- the owner's notification, written in the same transaction as its lead
  CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    lead_id         TEXT NOT NULL REFERENCES leads (id),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    last_error      TEXT,
    sent_at         TEXT
  );
  CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);

  -- one row per Idempotency-Key: a repeat gets the stored answer instead of a second lead
  CREATE TABLE idempotency_keys (
    key          TEXT PRIMARY KEY,
    request_hash TEXT NOT NULL,
    status       INTEGER NOT NULL,
    response     TEXT NOT NULL,
    created_at   TEXT NOT NULL
  );
  `,
  `
  -- one row, rewritten by the health check to prove the file takes writes
  CREATE TABLE health (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    checked_at TEXT NOT NULL
  );
  -- keys are pruned by age
  CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
  `,
  `
  -- the photos sent with a lead: the files are under DATA_DIR/photos/{lead id}/, written and
  -- synced before this row's transaction commits
  CREATE TABLE lead_photos (
    lead_id  TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    file     TEXT NOT NULL,
    bytes    INTEGER NOT NULL,
    width    INTEGER NOT NULL,
    height   INTEGER NOT NULL,
    PRIMARY KEY (lead_id, position)
  );
  `,
  `
  -- 1 for a request a browser sent by itself, without the page's script: the form's fill time,
  -- the bot check, could not be measured
  ALTER TABLE leads ADD COLUMN sent_without_script INTEGER NOT NULL DEFAULT 0;
  `,
]
