CREATE TABLE "list_order_generations" (
	"relation" text NOT NULL,
	"sort_key" text NOT NULL,
	"shard" integer NOT NULL,
	"generation" bigint NOT NULL,
	CONSTRAINT "list_order_generations_relation_sort_key_shard_pk" PRIMARY KEY("relation","sort_key","shard")
);
--> statement-breakpoint
-- Adds one to the generation of each order named in the trigger's arguments (the sort columns of
-- the table written), in the writing connection's own row. Connections whose process ids share a
-- remainder share rows, so every statement locks them in one order, by sort key: the order in
-- which an UPDATE fires the per-column triggers below (by name), so that no two writers can wait
-- on each other.
CREATE FUNCTION list_order_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_order_generations AS g (relation, sort_key, shard, generation)
    SELECT TG_TABLE_NAME, sort_key, pg_backend_pid() % 64, 1 FROM unnest(TG_ARGV) AS sort_key
    ORDER BY sort_key
    ON CONFLICT (relation, sort_key, shard) DO UPDATE SET generation = g.generation + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sys_users_order_rows AFTER INSERT OR DELETE OR TRUNCATE ON sys_users
  FOR EACH STATEMENT EXECUTE FUNCTION list_order_bump('id', 'username', 'name', 'created_at', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER sys_users_order_username AFTER UPDATE OF username ON sys_users
  FOR EACH STATEMENT EXECUTE FUNCTION list_order_bump('username');
--> statement-breakpoint
CREATE TRIGGER sys_users_order_name AFTER UPDATE OF name ON sys_users
  FOR EACH STATEMENT EXECUTE FUNCTION list_order_bump('name');
--> statement-breakpoint
CREATE TRIGGER sys_users_order_created_at AFTER UPDATE OF created_at ON sys_users
  FOR EACH STATEMENT EXECUTE FUNCTION list_order_bump('created_at');
--> statement-breakpoint
CREATE TRIGGER sys_users_order_updated_at AFTER UPDATE OF updated_at ON sys_users
  FOR EACH STATEMENT EXECUTE FUNCTION list_order_bump('updated_at');
--> statement-breakpoint
CREATE TRIGGER sys_articles_order_rows AFTER INSERT OR DELETE OR TRUNCATE ON sys_articles
  FOR EACH STATEMENT EXECUTE FUNCTION list_order_bump('id', 'title', 'created_at', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER sys_articles_order_title AFTER UPDATE OF title ON sys_articles
  FOR EACH STATEMENT EXECUTE FUNCTION list_order_bump('title');
--> statement-breakpoint
CREATE TRIGGER sys_articles_order_created_at AFTER UPDATE OF created_at ON sys_articles
  FOR EACH STATEMENT EXECUTE FUNCTION list_order_bump('created_at');
--> statement-breakpoint
CREATE TRIGGER sys_articles_order_updated_at AFTER UPDATE OF updated_at ON sys_articles
  FOR EACH STATEMENT EXECUTE FUNCTION list_order_bump('updated_at');
