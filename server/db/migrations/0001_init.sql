-- The reference lead API's schema. Runs once per database (server/db/migrate.ts records it).
CREATE TABLE leads (
  id uuid PRIMARY KEY,
  product text NOT NULL,
  -- The lead payload as the contract parsed it (contract/lead-payload.ts), without id and product.
  data jsonb NOT NULL,
  -- Idempotency-Key of the create and a hash of its body, so a retry returns this lead.
  idempotency_key text UNIQUE,
  request_hash text,
  status_polls integer NOT NULL DEFAULT 0,
  -- After-offer states the applicant completed or skipped (decision input).
  completed_states jsonb NOT NULL DEFAULT '[]'::jsonb,
  mobile_verified boolean NOT NULL DEFAULT false,
  -- The open mobile verification: {code, phoneNumber, expiresAt, sentAt}; a dev server keeps the code itself.
  verification jsonb,
  redirected_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE lead_steps (
  id bigserial PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  operation text NOT NULL,
  state integer,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_steps_lead_id ON lead_steps (lead_id);

CREATE TABLE customer_consents (
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  consent_id text NOT NULL,
  accepted boolean NOT NULL,
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lead_id, consent_id)
);

CREATE TABLE affiliate_events (
  id bigserial PRIMARY KEY,
  product text NOT NULL,
  event text NOT NULL,
  session_id uuid NOT NULL,
  lead_id uuid,
  data jsonb NOT NULL,
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Unsubscribed addresses, kept as SHA-256 of the lower-cased address: no address in clear.
CREATE TABLE email_unsubscribes (
  email_hash text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
