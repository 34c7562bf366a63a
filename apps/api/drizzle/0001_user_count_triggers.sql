-- Keeps sys_user_counts equal to the users per (access, status), in the same transaction as the
-- change. Statement-level triggers with transition tables: a bulk insert costs one upsert.
CREATE FUNCTION sys_user_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sys_user_counts AS c (access, status, total)
      SELECT access, status, count(*) FROM new_rows GROUP BY access, status
      ON CONFLICT (access, status) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO sys_user_counts AS c (access, status, total)
      SELECT access, status, -count(*) FROM old_rows GROUP BY access, status
      ON CONFLICT (access, status) DO UPDATE SET total = c.total + excluded.total;
  ELSE
    INSERT INTO sys_user_counts AS c (access, status, total)
      SELECT access, status, sum(delta) FROM (
        SELECT access, status, 1 AS delta FROM new_rows
        UNION ALL
        SELECT access, status, -1 AS delta FROM old_rows
      ) AS changes
      GROUP BY access, status
      HAVING sum(delta) <> 0
      ON CONFLICT (access, status) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sys_users_count_insert AFTER INSERT ON sys_users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sys_user_counts_apply();
--> statement-breakpoint
CREATE TRIGGER sys_users_count_delete AFTER DELETE ON sys_users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sys_user_counts_apply();
--> statement-breakpoint
CREATE TRIGGER sys_users_count_update AFTER UPDATE ON sys_users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sys_user_counts_apply();
--> statement-breakpoint
INSERT INTO sys_user_counts (access, status, total)
  SELECT access, status, count(*) FROM sys_users GROUP BY access, status
  ON CONFLICT (access, status) DO NOTHING;
