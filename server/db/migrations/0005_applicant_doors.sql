-- The lead's doors (docs/adr/0027): the applicant's credential, resume links, and the limits' counters.

-- SHA-256 (hex) of the applicant's credential; the credential itself is never stored. Leads made before this
-- migration have none and open to no one.
ALTER TABLE leads ADD COLUMN credential_hash text;

-- One row per resume link issued: single use (used_at), expiring, bound to its lead. The link carries the token id
-- and an HMAC over it; the row is what makes a used or revoked link fail.
CREATE TABLE resume_tokens (
  token_id text PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX resume_tokens_lead ON resume_tokens (lead_id);

-- The limits' counters (per client, per lead): in the database, so that several API processes sharing one PostgreSQL
-- count together. A row is one bucket's current window, which opens at the bucket's first hit and lasts the limit's
-- window (so a wait is never cut short by a clock boundary); rows of long-closed windows are swept now and then.
CREATE TABLE rate_limit_hits (
  bucket text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limit_hits_window ON rate_limit_hits (window_start);
