-- Affiliate events as columns (issue 15): the product, the milestone, the affiliate reference and the campaign's UTM
-- values each in its own column, so the affiliate manager can query them; an Idempotency-Key keeps a retried event to
-- one row (NULL keys, calls without one, stay distinct). Rows stored before keep their values: the reference moves
-- out of `data`, and the old event names map to the milestones ('landing' and 'redirected' have none and stay).
ALTER TABLE affiliate_events RENAME COLUMN product TO product_id;
ALTER TABLE affiliate_events
  ADD COLUMN affiliate_attribute text,
  ADD COLUMN affiliate_sub_id text,
  ADD COLUMN affiliate_transaction_id text,
  ADD COLUMN utm_source text,
  ADD COLUMN utm_medium text,
  ADD COLUMN utm_campaign text,
  ADD COLUMN utm_content text,
  ADD COLUMN utm_term text,
  ADD COLUMN idempotency_key text,
  ADD COLUMN request_hash text;
UPDATE affiliate_events
SET
  affiliate_attribute = data ->> 'attribute',
  affiliate_sub_id = data ->> 'subId',
  affiliate_transaction_id = data ->> 'transactionId',
  event = CASE event
    WHEN 'lead' THEN 'lead_created'
    WHEN 'complete-registration' THEN 'application_completed'
    WHEN 'accepted' THEN 'application_accepted'
    WHEN 'rejected' THEN 'application_rejected'
    ELSE event
  END;
ALTER TABLE affiliate_events DROP COLUMN data;
CREATE UNIQUE INDEX affiliate_events_idempotency_key ON affiliate_events (idempotency_key);
CREATE INDEX affiliate_events_lead ON affiliate_events (lead_id);
