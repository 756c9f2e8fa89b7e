-- A token's session checked by the statement that uses it (docs/decisions/2026-11-29-session-in-the-order.md):
-- an order or a cancel whose token this instance has not checked lately calls it before the order's
-- function, in the same transaction. The same check as server/auth/session.ts's (its user there,
-- signed at the user's current epoch, not revoked), raising SL007 when it fails, so nothing else
-- runs. The row it returns is the session the instance then keeps.

-- Last applied by migration 0024_session-in-statement.
CREATE FUNCTION "sillage_session_of"(token_jti text, token_user uuid, token_epoch integer)
RETURNS TABLE (session_user_id uuid, session_name text, session_email text, session_is_admin boolean)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT u."id", u."name", u."email", u."is_admin" FROM "users" u
    WHERE u."id" = token_user AND u."session_epoch" = token_epoch
      AND NOT EXISTS (SELECT 1 FROM "revoked_tokens" r WHERE r."jti" = token_jti);
  IF NOT FOUND THEN
    RAISE EXCEPTION 'session' USING ERRCODE = 'SL007';
  END IF;
END;
$$;
