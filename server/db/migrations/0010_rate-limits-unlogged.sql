-- Rate-limit counters are written by every signed-in write (auth/session.ts) and every sign-in
-- attempt, and are worth nothing after a crash: an unlogged table writes no WAL, so the
-- transaction that counts a write does not wait for a flush to disk. A crash (not a clean
-- restart) empties it, which gives every client a fresh window: the limits are about abuse over
-- minutes, not bookkeeping (docs/decisions/2026-11-25-unpaid-units-index.md).
ALTER TABLE "rate_limits" SET UNLOGGED;
