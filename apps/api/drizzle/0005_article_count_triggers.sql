-- Keeps sys_article_counts (per status) and sys_article_author_counts (per author and status)
-- equal to the articles, in the same transaction as the change. Inserts and deletes: statement-
-- level triggers with transition tables, so a bulk insert costs one upsert per table. Updates:
-- a row-level trigger that runs only when the status or the author changes (deleting a user sets
-- their articles' author to null), so editing a title or the content costs nothing more.
CREATE FUNCTION sys_article_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sys_article_counts AS c (status, total)
      SELECT status, count(*) FROM new_rows GROUP BY status
      ON CONFLICT (status) DO UPDATE SET total = c.total + excluded.total;
    INSERT INTO sys_article_author_counts AS c (author_id, status, total)
      SELECT author_id, status, count(*) FROM new_rows WHERE author_id IS NOT NULL
      GROUP BY author_id, status
      ON CONFLICT (author_id, status) DO UPDATE SET total = c.total + excluded.total;
  ELSE
    INSERT INTO sys_article_counts AS c (status, total)
      SELECT status, -count(*) FROM old_rows GROUP BY status
      ON CONFLICT (status) DO UPDATE SET total = c.total + excluded.total;
    INSERT INTO sys_article_author_counts AS c (author_id, status, total)
      SELECT author_id, status, -count(*) FROM old_rows WHERE author_id IS NOT NULL
      GROUP BY author_id, status
      ON CONFLICT (author_id, status) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION sys_article_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> NEW.status THEN
    UPDATE sys_article_counts SET total = total - 1 WHERE status = OLD.status;
    INSERT INTO sys_article_counts AS c (status, total) VALUES (NEW.status, 1)
      ON CONFLICT (status) DO UPDATE SET total = c.total + 1;
  END IF;
  IF OLD.author_id IS NOT NULL THEN
    UPDATE sys_article_author_counts SET total = total - 1
      WHERE author_id = OLD.author_id AND status = OLD.status;
  END IF;
  IF NEW.author_id IS NOT NULL THEN
    INSERT INTO sys_article_author_counts AS c (author_id, status, total)
      VALUES (NEW.author_id, NEW.status, 1)
      ON CONFLICT (author_id, status) DO UPDATE SET total = c.total + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sys_articles_count_insert AFTER INSERT ON sys_articles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sys_article_counts_apply();
--> statement-breakpoint
CREATE TRIGGER sys_articles_count_delete AFTER DELETE ON sys_articles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sys_article_counts_apply();
--> statement-breakpoint
CREATE TRIGGER sys_articles_count_update AFTER UPDATE OF status, author_id ON sys_articles
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.author_id IS DISTINCT FROM NEW.author_id)
  EXECUTE FUNCTION sys_article_counts_move();
--> statement-breakpoint
INSERT INTO sys_article_counts (status, total)
  SELECT status, count(*) FROM sys_articles GROUP BY status
  ON CONFLICT (status) DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_article_author_counts (author_id, status, total)
  SELECT author_id, status, count(*) FROM sys_articles WHERE author_id IS NOT NULL
  GROUP BY author_id, status
  ON CONFLICT (author_id, status) DO NOTHING;
