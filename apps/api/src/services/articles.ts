import { and, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type {
  ArticleCreateBody,
  ArticleListQuery,
  ArticleSortField,
  ArticleUpdateBody,
  CurrentUser,
  PageResult,
  SysArticle,
} from '../contract/schemas.js';
import type { Db } from '../db/database.js';
import {
  type ArticleRow,
  articleAuthorCounts,
  articleCounts,
  articles,
  users,
} from '../db/schema.js';
import { ApiError, forbidden, notFound } from '../errors.js';
import { type AuditContext, type Changes, diffFields } from './audit.js';
import { writeRecorded } from './changes.js';
import { type ListSource, listPage } from './list-query.js';
import { holds } from './roles.js';

/**
 * An article as the API returns it, its author's name read beside it. A scalar subquery rather
 * than a join, so that a write returns it from its own statement (`RETURNING`), and lists pick
 * their rows from the article table alone.
 */
const articleColumns = {
  ...getTableColumns(articles),
  authorName: sql<
    string | null
  >`(select ${users.name} from ${users} where ${users.id} = ${articles.authorId})`.as(
    'author_name',
  ),
};

type ArticleRecord = ArticleRow & { authorName: string | null };

/** The wire form of a row: timestamps as ISO strings. */
function toSysArticle(row: ArticleRecord): SysArticle {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const sortColumns = {
  id: articles.id,
  title: articles.title,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
} as const;

/** Whether the actor may change `article` this way: anyone's with `.any`, their own with `.own`. */
function mayChange(actor: CurrentUser, kind: 'update' | 'delete', article: ArticleRecord): boolean {
  return (
    holds(actor, `articles.${kind}.any`) ||
    (holds(actor, `articles.${kind}.own`) && article.authorId === actor.id)
  );
}

const articleList: ListSource<typeof articleColumns, 'status' | 'authorId', ArticleSortField> = {
  name: 'articles',
  table: articles,
  alsoReads: [users, articleCounts, articleAuthorCounts],
  id: articles.id,
  columns: articleColumns,
  filters: { status: articles.status, authorId: articles.authorId },
  searchText: sql`${articles.title}`,
  sorts: sortColumns,
  defaultSort: 'createdAt',
  ordersTracked: true,
  // Counting 20,000 articles for every page cost more than the page itself.
  totalWithoutKeyword: (db, filters) => {
    const counts = filters.authorId
      ? db
          .select({ value: sql`coalesce(sum(${articleAuthorCounts.total}), 0)` })
          .from(articleAuthorCounts)
          .where(
            and(
              eq(articleAuthorCounts.authorId, filters.authorId),
              filters.status ? eq(articleAuthorCounts.status, filters.status) : undefined,
            ),
          )
      : db
          .select({ value: sql`coalesce(sum(${articleCounts.total}), 0)` })
          .from(articleCounts)
          .where(filters.status ? eq(articleCounts.status, filters.status) : undefined);
    return sql<number>`(${counts})`;
  },
};

/** A page of articles, filtered, searched and sorted. */
export async function listArticles(
  db: Db,
  query: ArticleListQuery,
): Promise<PageResult<SysArticle>> {
  const { status, authorId, ...rest } = query;
  const page = await listPage(db, articleList, { ...rest, filters: { status, authorId } });
  return { ...page, list: page.list.map(toSysArticle) };
}

async function getArticle(db: Db, id: number): Promise<SysArticle | undefined> {
  const [article] = await db.select(articleColumns).from(articles).where(eq(articles.id, id));
  return article && toSysArticle(article);
}

/** One article, for its record view: anyone signed in reads any article, as in the list. */
export async function readArticle(db: Db, id: number): Promise<SysArticle> {
  const article = await getArticle(db, id);
  if (!article) throw notFound();
  return article;
}

export async function createArticle(
  db: Db,
  actor: CurrentUser,
  audit: AuditContext,
  body: ArticleCreateBody,
): Promise<SysArticle> {
  const created = await writeArticle(
    db,
    audit,
    'create',
    db
      .insert(articles)
      .values({ ...body, authorId: actor.id })
      .returning(articleColumns),
    'created',
  );
  if (!created) throw new Error('insert returned no row');
  return toSysArticle(created);
}

/** An article's insert, update or delete, recorded (see {@link writeRecorded}). */
function writeArticle(
  db: Db,
  audit: AuditContext,
  action: 'create' | 'update' | 'delete',
  statement: TypedQueryBuilder<typeof articleColumns>,
  changes: Changes | 'created',
): Promise<ArticleRecord | undefined> {
  return writeRecorded(db, audit, {
    table: articles,
    resource: 'articles',
    action,
    statement,
    changes,
  });
}

/** How often a write starts over when the article changed between its read and its write. */
const writeAttempts = 3;

/**
 * Changes an article once the actor may: refused as gone, not theirs, or changed since
 * `version` was read, in that order. The article is read without a lock, then written by one
 * statement on condition that it is still as read (its version and author), so the checks hold
 * at the write; if it changed in between, the checks run again on what it has become.
 */
async function changeArticle(
  db: Db,
  actor: CurrentUser,
  kind: 'update' | 'delete',
  id: number,
  version: number | undefined,
  write: (current: ArticleRecord, unchanged: SQL) => Promise<ArticleRecord | undefined>,
): Promise<ArticleRecord> {
  for (let attempt = 1; attempt <= writeAttempts; attempt++) {
    const [current] = await db.select(articleColumns).from(articles).where(eq(articles.id, id));
    if (!current) throw notFound();
    if (!mayChange(actor, kind, current)) throw forbidden('notAuthor');
    if (version !== undefined && current.version !== version) {
      throw new ApiError(409, 'conflictVersion', { data: { current: toSysArticle(current) } });
    }
    const unchanged = and(
      eq(articles.id, id),
      eq(articles.version, current.version),
      current.authorId === null
        ? isNull(articles.authorId)
        : eq(articles.authorId, current.authorId),
    ) as SQL;
    const written = await write(current, unchanged);
    if (written) return written;
  }
  throw new Error(`article ${id} kept changing between its read and its write`);
}

export async function updateArticle(
  db: Db,
  actor: CurrentUser,
  audit: AuditContext,
  body: ArticleUpdateBody,
): Promise<SysArticle> {
  const { id, version, ...fields } = body;
  const updated = await changeArticle(db, actor, 'update', id, version, (current, unchanged) =>
    writeArticle(
      db,
      audit,
      'update',
      db
        .update(articles)
        .set({ ...fields, version: sql`${articles.version} + 1`, updatedAt: sql`now()` })
        .where(unchanged)
        .returning(articleColumns),
      diffFields(current, { ...current, ...fields }),
    ),
  );
  return toSysArticle(updated);
}

export async function deleteArticle(
  db: Db,
  actor: CurrentUser,
  audit: AuditContext,
  id: number,
): Promise<void> {
  await changeArticle(db, actor, 'delete', id, undefined, (current, unchanged) =>
    writeArticle(
      db,
      audit,
      'delete',
      db.delete(articles).where(unchanged).returning(articleColumns),
      diffFields(current, null),
    ),
  );
}

/** Totals for the home page: articles by status, from the trigger-kept counters. */
export async function countArticles(db: Db) {
  const rows = await db.select().from(articleCounts);
  const of = (status: ArticleRow['status']) =>
    rows.reduce((total, row) => (row.status === status ? total + row.total : total), 0);
  const draft = of('draft');
  const published = of('published');
  return { total: draft + published, draft, published };
}
