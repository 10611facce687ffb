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
  `
  -- the owner's desk (/owner/): the people of the team, each signing in with passkeys
  CREATE TABLE team_members (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    created_at TEXT NOT NULL,
    removed_at TEXT
  );
  CREATE TABLE passkeys (
    id           TEXT PRIMARY KEY, -- the credential id, base64url
    member_id    TEXT NOT NULL REFERENCES team_members (id),
    public_key   BLOB NOT NULL,
    counter      INTEGER NOT NULL,
    transports   TEXT NOT NULL DEFAULT '[]',
    created_at   TEXT NOT NULL,
    last_used_at TEXT
  );
  -- a one-time link to create a passkey; only its token's hash is kept
  CREATE TABLE invites (
    token_hash TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    invited_by TEXT REFERENCES team_members (id),
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at    TEXT
  );
  -- a signed-in device; only its session id's hash is kept
  CREATE TABLE sessions (
    id_hash      TEXT PRIMARY KEY,
    member_id    TEXT NOT NULL REFERENCES team_members (id),
    created_at   TEXT NOT NULL,
    last_seen_at TEXT NOT NULL,
    expires_at   TEXT NOT NULL
  );
  CREATE INDEX sessions_member ON sessions (member_id);
  -- who viewed, changed, exported or deleted which lead, and when
  CREATE TABLE audit_log (
    id        INTEGER PRIMARY KEY,
    at        TEXT NOT NULL,
    member_id TEXT,
    action    TEXT NOT NULL,
    lead_id   TEXT,
    detail    TEXT
  );
  CREATE INDEX audit_log_lead ON audit_log (lead_id);
  -- a lead's state on the desk: new, contacted, visit-booked, won or lost
  ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
  ALTER TABLE leads ADD COLUMN first_contact_at TEXT;
  ALTER TABLE leads ADD COLUMN notes TEXT NOT NULL DEFAULT '';
  -- the team's devices that get an alert for each new lead
  CREATE TABLE push_subscriptions (
    endpoint        TEXT PRIMARY KEY,
    member_id       TEXT NOT NULL REFERENCES team_members (id),
    p256dh          TEXT NOT NULL,
    auth            TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    last_attempt_at TEXT,
    last_success_at TEXT,
    last_error      TEXT
  );
  -- what an outbox row sends: the owner's e-mail, the homeowner's confirmation, the team's alert
  ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'owner-mail';
  `,
  `
  -- booking the free consultation: one visit per request at most (cancelled ones stay as
  -- history); times are UTC instants, shown in America/New_York
  CREATE TABLE bookings (
    id          TEXT PRIMARY KEY,
    lead_id     TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    kind        TEXT NOT NULL,
    place       TEXT NOT NULL,
    start_at    TEXT NOT NULL,
    end_at      TEXT NOT NULL,
    town        TEXT,
    address     TEXT,
    status      TEXT NOT NULL DEFAULT 'booked',
    sequence    INTEGER NOT NULL DEFAULT 0,
    moves       INTEGER NOT NULL DEFAULT 0,
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL
  );
  -- the database refuses a second visit at a time already taken, and a second visit per request
  CREATE UNIQUE INDEX bookings_one_per_time ON bookings (start_at) WHERE status <> 'cancelled';
  CREATE UNIQUE INDEX bookings_one_per_lead ON bookings (lead_id) WHERE status <> 'cancelled';
  CREATE INDEX bookings_start ON bookings (start_at);
  -- what happened to a visit, and by whom: each change the homeowner is told of has a row
  CREATE TABLE booking_changes (
    id          INTEGER PRIMARY KEY,
    booking_id  TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    at          TEXT NOT NULL,
    action      TEXT NOT NULL,
    member_id   TEXT,
    reason      TEXT,
    from_start  TEXT,
    to_start    TEXT
  );
  CREATE INDEX booking_changes_booking ON booking_changes (booking_id);
  -- a retried booking request (same Idempotency-Key) gets the first answer
  CREATE TABLE booking_keys (
    key          TEXT PRIMARY KEY,
    request_hash TEXT NOT NULL,
    booking_id   TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    created_at   TEXT NOT NULL
  );
  -- times the owner cannot take visits: a holiday, a job that runs long
  CREATE TABLE booking_blocks (
    id         INTEGER PRIMARY KEY,
    start_at   TEXT NOT NULL,
    end_at     TEXT NOT NULL,
    note       TEXT NOT NULL DEFAULT '',
    member_id  TEXT,
    created_at TEXT NOT NULL
  );
  -- the booking change an outbox row tells of (the homeowner's e-mail, the reminder, the alert)
  ALTER TABLE outbox ADD COLUMN booking_change_id INTEGER REFERENCES booking_changes (id);
  -- settings the desk changes: the calendar feed's generation (a new one revokes the old address)
  CREATE TABLE desk_settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  `
  -- an invite stops working once withdrawn: revoked on the desk or from the command line, or its
  -- maker taken off the team or signed out everywhere
  ALTER TABLE invites ADD COLUMN revoked_at TEXT;
  -- the id the desk names a pending invite by (a UUID; the token's hash stays on the server)
  ALTER TABLE invites ADD COLUMN id TEXT;
  UPDATE invites SET id = lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' ||
    substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + abs(random()) % 4, 1) ||
    substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)));
  CREATE UNIQUE INDEX invites_id ON invites (id);
  -- before this step, neither taking a member off the team nor their "sign out everywhere"
  -- touched their invites: those still waiting are withdrawn now
  UPDATE invites SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE used_at IS NULL AND invited_by IS NOT NULL AND (
    EXISTS (SELECT 1 FROM team_members m
      WHERE m.id = invites.invited_by AND m.removed_at IS NOT NULL)
    OR EXISTS (SELECT 1 FROM audit_log a
      WHERE a.member_id = invites.invited_by AND a.action = 'signed-out-everywhere'
        AND a.at >= invites.created_at));
  -- nor did "sign out everywhere" drop the member's alert devices: a device subscribed before
  -- its member's last "sign out everywhere" (a lost phone) gets no more alerts
  DELETE FROM push_subscriptions WHERE EXISTS (SELECT 1 FROM audit_log a
    WHERE a.member_id = push_subscriptions.member_id AND a.action = 'signed-out-everywhere'
      AND a.at >= push_subscriptions.created_at);
  -- two people on the team may not share a name. Names that already do are told apart by the
  -- start of their id (as \`npm run owner -- --list\` shows it), the first to join keeping theirs
  UPDATE team_members SET name = name || ' (' || substr(id, 1, 8) || ')'
  WHERE removed_at IS NULL AND EXISTS (SELECT 1 FROM team_members o
    WHERE o.removed_at IS NULL AND lower(o.name) = lower(team_members.name)
      AND (o.created_at < team_members.created_at
        OR (o.created_at = team_members.created_at AND o.id < team_members.id)));
  CREATE UNIQUE INDEX team_members_name ON team_members (lower(name)) WHERE removed_at IS NULL;
  `,
  `
  -- where a request came from, as its page noted the visit (shared/visit-source.ts): the first
  -- page, the other site's host, the campaign tags, which ad network a click came from, phone or
  -- desktop, opened from the Home Screen, saved on the device and sent later. Nothing that
  -- identifies a visitor; it goes with its lead (erasure, retention)
  CREATE TABLE lead_sources (
    lead_id       TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
    first_page    TEXT,
    referrer_host TEXT,
    utm_source    TEXT,
    utm_medium    TEXT,
    utm_campaign  TEXT,
    ad_click      TEXT,
    device        TEXT,
    display       TEXT,
    sent_offline  INTEGER NOT NULL DEFAULT 0
  );
  -- page views counted per New York day, page and referring host ('' for none): counts only,
  -- no visitor, no address, no time of day
  CREATE TABLE page_views (
    day           TEXT NOT NULL,
    path          TEXT NOT NULL,
    referrer_host TEXT NOT NULL DEFAULT '',
    views         INTEGER NOT NULL,
    PRIMARY KEY (day, path, referrer_host)
  ) WITHOUT ROWID;
  `,
]
