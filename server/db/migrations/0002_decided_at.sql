-- When checking ended and the lender decided: offers run 24 hours from then (spec section 9), not from each read.
ALTER TABLE leads ADD COLUMN decided_at timestamptz;
