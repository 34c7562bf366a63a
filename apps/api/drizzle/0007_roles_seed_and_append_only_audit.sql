-- The built-in roles, granting what `access` granted before roles existed; every user holds
-- the one their `access` names. The API brings the built-in roles' codes in line with the
-- permission registry at every start (a later version may add codes).
INSERT INTO sys_roles (name, built_in) VALUES ('Administrator', 'admin'), ('User', 'user');
--> statement-breakpoint
INSERT INTO sys_role_permissions (role_id, permission)
  SELECT r.id, p.code FROM sys_roles r CROSS JOIN unnest(ARRAY[
    'users.read', 'users.create', 'users.update', 'users.delete',
    'articles.read', 'articles.create', 'articles.update.own', 'articles.update.any',
    'articles.delete.own', 'articles.delete.any', 'roles.manage', 'audit.read'
  ]) AS p(code) WHERE r.built_in = 'admin'
  UNION ALL
  SELECT r.id, p.code FROM sys_roles r CROSS JOIN unnest(ARRAY[
    'users.read', 'articles.read', 'articles.create', 'articles.update.own', 'articles.delete.own'
  ]) AS p(code) WHERE r.built_in = 'user';
--> statement-breakpoint
INSERT INTO sys_user_roles (user_id, role_id)
  SELECT u.id, r.id FROM sys_users u JOIN sys_roles r ON r.built_in = u.access::text;
--> statement-breakpoint
-- A user created with only `access` (a bulk insert, an older client) holds its built-in role;
-- `access` stays "holds the admin role": set to admin, the role is added; set to user, it is
-- taken away, and a user left with no role holds the built-in user role.
CREATE FUNCTION sys_user_roles_from_access() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sys_user_roles (user_id, role_id)
      SELECT n.id, r.id FROM new_rows n JOIN sys_roles r ON r.built_in = n.access::text;
  ELSIF NEW.access = 'admin' THEN
    INSERT INTO sys_user_roles (user_id, role_id)
      SELECT NEW.id, id FROM sys_roles WHERE built_in = 'admin' ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM sys_user_roles
      WHERE user_id = NEW.id AND role_id = (SELECT id FROM sys_roles WHERE built_in = 'admin');
    INSERT INTO sys_user_roles (user_id, role_id)
      SELECT NEW.id, id FROM sys_roles WHERE built_in = 'user'
        AND NOT EXISTS (SELECT 1 FROM sys_user_roles WHERE user_id = NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sys_users_roles_insert AFTER INSERT ON sys_users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sys_user_roles_from_access();
--> statement-breakpoint
CREATE TRIGGER sys_users_roles_access AFTER UPDATE OF access ON sys_users
  FOR EACH ROW WHEN (OLD.access IS DISTINCT FROM NEW.access)
  EXECUTE FUNCTION sys_user_roles_from_access();
--> statement-breakpoint
-- The audit log is append-only, whoever connects: no UPDATE, DELETE or TRUNCATE.
CREATE FUNCTION sys_audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'sys_audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER sys_audit_log_append_only BEFORE UPDATE OR DELETE ON sys_audit_log
  FOR EACH ROW EXECUTE FUNCTION sys_audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER sys_audit_log_no_truncate BEFORE TRUNCATE ON sys_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION sys_audit_log_refuse_change();
