-- What a page shows of a stock: 0 sold out, 1–4 "only N left", 5 for any count from there up.
-- domain/stock.ts `stockShown` is the same rule (LOW_STOCK_THRESHOLD); a test holds them equal
-- (server/catalogue-cache/stock-changes.api.test.ts). notify_stock_shown.sql's trigger uses it.

-- Last applied by migration 0015_stock-shown.
CREATE FUNCTION sillage_stock_shown(count_in_stock integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT least(greatest(count_in_stock, 0), 5) $$;
