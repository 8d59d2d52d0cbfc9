-- An after-offer step call may carry an Idempotency-Key: the same key for the same lead is one step, however often
-- it is sent (a reload cut the answer off, a second press). NULL keys (calls without one) stay distinct.
ALTER TABLE lead_steps ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX lead_steps_lead_key ON lead_steps (lead_id, idempotency_key);
