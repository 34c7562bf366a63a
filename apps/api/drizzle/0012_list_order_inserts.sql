-- An insert no longer moves an order's generation: a page read from a remembered position finds
-- the rows added since from the counters' total, and stays exact if every one of them lies
-- before the order's first row or after its last as they were when the positions were read (a
-- new article, newest first), shifting the positions by the rows added in front. On the
-- realistic mix articles were created several times a second, so the positions of the article
-- list's newest-first order were stale before they served a page. Deleting rows, truncating
-- and setting a sort value still move the generation.
DROP TRIGGER sys_users_order_rows ON sys_users;--> statement-breakpoint
CREATE TRIGGER sys_users_order_rows AFTER DELETE OR TRUNCATE ON sys_users
  FOR EACH STATEMENT EXECUTE FUNCTION list_order_bump('id', 'username', 'name', 'created_at', 'updated_at');--> statement-breakpoint
DROP TRIGGER sys_articles_order_rows ON sys_articles;--> statement-breakpoint
CREATE TRIGGER sys_articles_order_rows AFTER DELETE OR TRUNCATE ON sys_articles
  FOR EACH STATEMENT EXECUTE FUNCTION list_order_bump('id', 'title', 'created_at', 'updated_at');
