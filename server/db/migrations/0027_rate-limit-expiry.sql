-- Rate-limit rows expire with their window (issue 49, points 4 and 5): a row is worth nothing once
-- its window is over, yet nothing deleted it, so the table grew by a row per refused request, and
-- keys naming an email address (reset, restock, contact, login) outlived the privacy page's "minutes
-- to an hour". Each counter now writes when its window ends (rate-limit/rate-limit.ts), and a sweep
-- deletes the rows past it (rate-limit/limit-expiry.ts). Rows from before get the longest window.
ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '1 hour' NOT NULL;
