-- Hand-written (drizzle-kit does not generate triggers). The session cache
-- (auth/session-cache.ts, ADR 041) holds whether a user has TOTP on, how many
-- passkeys they have, and whether the instance requires two-step sign-in:
-- changes to any of them drop it.
CREATE TRIGGER totp_factors_access_changed AFTER INSERT OR UPDATE OF enabled_at OR DELETE ON totp_factors
  FOR EACH ROW EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER passkeys_access_changed AFTER INSERT OR DELETE ON passkeys
  FOR EACH ROW EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
-- A change to the instance's settings concerns every user: '*' empties every instance's cache.
CREATE FUNCTION notify_everyone_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('access_changed', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER instance_settings_access_changed AFTER INSERT OR UPDATE OF require_two_factor ON instance_settings
  FOR EACH ROW EXECUTE FUNCTION notify_everyone_access_changed();
--> statement-breakpoint
-- The sessions list's last activity moves once a minute; only what decides access (the session's user and expiry, its end) drops the cache.
DROP TRIGGER "sessions_access_changed" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER sessions_access_changed AFTER UPDATE OF token_hash, user_id, expires_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_access_changed();
