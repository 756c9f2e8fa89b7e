-- The five-minute sweep of rate-limit rows past their window (rate-limit/limit-expiry.ts, migration
-- 0027) deletes by "expires_at": an index, so that it does not read the whole table each time.
-- (0027 said its default was the longest window: it is an hour, and a mailbox's restock
-- confirmations are counted over a day; the default only dated the rows there before it.)
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");
