-- Who may do what changed for a user: every app instance drops what it holds
-- of that user's sessions and roles (auth/session-cache.ts, ADR 041). Raised
-- by the database, so every way of writing these rows is covered: the app's
-- services, cascades (a deleted trip or account), a migration, psql.
-- NOTIFY is sent at commit, once per distinct user within a transaction.
CREATE FUNCTION notify_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('access_changed', OLD.id::text);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('access_changed', OLD.user_id::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('access_changed', NEW.user_id::text); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A session ends or its expiry moves (a new session is not held until it is read).
CREATE TRIGGER sessions_access_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
-- A member joins, changes role, leaves or is removed (with the trip).
CREATE TRIGGER trip_members_access_changed AFTER INSERT OR UPDATE OR DELETE ON trip_members
  FOR EACH ROW EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
-- The signed-in user's name or address, as GET /api/auth/user answers it.
CREATE TRIGGER users_access_changed AFTER UPDATE OF email, first_name, last_name OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_access_changed();
