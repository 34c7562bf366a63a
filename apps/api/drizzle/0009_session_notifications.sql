-- Tells every API instance which of its cached session lookups a write has made stale, on the
-- channel admin_shell_sessions: 'session:<id>' for a session touched or ended, 'user:<id>' for
-- a user changed or deleted or whose roles changed, 'all' for a role renamed or deleted, a
-- change to what a role grants, or a write of more rows than are worth naming. Whatever makes
-- the write (the API, a script, psql), PostgreSQL delivers the notifications when it commits,
-- and never for a write rolled back. Statement-level: a bulk write runs the trigger once.
CREATE FUNCTION admin_shell_notify_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stale text[];
BEGIN
  IF TG_OP = 'TRUNCATE' OR TG_TABLE_NAME IN ('sys_roles', 'sys_role_permissions') THEN
    stale := ARRAY['all'];
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    SELECT array_agg('session:' || id) INTO stale FROM old_rows;
  ELSIF TG_TABLE_NAME = 'sys_users' THEN
    SELECT array_agg('user:' || id) INTO stale FROM old_rows;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT 'user:' || user_id) INTO stale FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT 'user:' || user_id) INTO stale FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT 'user:' || user_id) INTO stale
      FROM (SELECT user_id FROM old_rows UNION SELECT user_id FROM new_rows) AS changed;
  END IF;
  IF cardinality(stale) > 100 THEN
    stale := ARRAY['all'];
  END IF;
  PERFORM pg_notify('admin_shell_sessions', payload) FROM unnest(stale) AS payload;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_update AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_shell_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_shell_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION admin_shell_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER sys_users_notify_update AFTER UPDATE ON sys_users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_shell_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER sys_users_notify_delete AFTER DELETE ON sys_users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_shell_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER sys_users_notify_truncate AFTER TRUNCATE ON sys_users
  FOR EACH STATEMENT EXECUTE FUNCTION admin_shell_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER sys_user_roles_notify_insert AFTER INSERT ON sys_user_roles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_shell_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER sys_user_roles_notify_update AFTER UPDATE ON sys_user_roles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION admin_shell_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER sys_user_roles_notify_delete AFTER DELETE ON sys_user_roles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_shell_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER sys_user_roles_notify_truncate AFTER TRUNCATE ON sys_user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION admin_shell_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER sys_roles_notify AFTER UPDATE OR DELETE OR TRUNCATE ON sys_roles
  FOR EACH STATEMENT EXECUTE FUNCTION admin_shell_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER sys_role_permissions_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON sys_role_permissions FOR EACH STATEMENT EXECUTE FUNCTION admin_shell_notify_sessions();
