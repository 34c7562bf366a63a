import { and, asc, count, desc, eq, getTableColumns, ilike, type SQL, sql } from 'drizzle-orm';
import type {
  ArticleCreateBody,
  ArticleListQuery,
  ArticleUpdateBody,
  CurrentUser,
  PageResult,
  SysArticle,
} from '../contract/schemas.js';
import type { Db } from '../db/database.js';
import { type ArticleRow, articles, users } from '../db/schema.js';
import { ApiError, forbidden, notFound } from '../errors.js';
import { likePattern, normalizePage } from './paging.js';

const articleColumns = { ...getTableColumns(articles), authorName: users.name };

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

/** Admins may change any article; everyone else only their own. */
function mayChange(actor: CurrentUser): SQL | undefined {
  return actor.access === 'admin' ? undefined : eq(articles.authorId, actor.id);
}

export async function listArticles(
  db: Db,
  query: ArticleListQuery,
): Promise<PageResult<SysArticle>> {
  const page = normalizePage(query);
  const keyword = query.keyword?.trim();
  const where = and(
    query.status ? eq(articles.status, query.status) : undefined,
    query.authorId ? eq(articles.authorId, query.authorId) : undefined,
    keyword ? ilike(articles.title, likePattern(keyword)) : undefined,
  );
  const direction = query.sortOrder === 'ascend' ? asc : desc;
  const column = sortColumns[query.sortField ?? 'createdAt'];
  const [list, [total]] = await Promise.all([
    db
      .select(articleColumns)
      .from(articles)
      .leftJoin(users, eq(users.id, articles.authorId))
      .where(where)
      .orderBy(direction(column), direction(articles.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ value: count() }).from(articles).where(where),
  ]);
  return {
    list: list.map(toSysArticle),
    total: total?.value ?? 0,
    current: page.current,
    pageSize: page.pageSize,
  };
}

async function getArticle(db: Db, id: number): Promise<SysArticle | undefined> {
  const [article] = await db
    .select(articleColumns)
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId))
    .where(eq(articles.id, id));
  return article && toSysArticle(article);
}

/**
 * An article as a write returns it, author's name included, so that the write answers from
 * its own statement: a second read could fail (a connection lost) after the write committed.
 */
const writtenArticle = {
  ...getTableColumns(articles),
  authorName: sql<
    string | null
  >`(select ${users.name} from ${users} where ${users.id} = ${articles.authorId})`,
};

export async function createArticle(
  db: Db,
  actor: CurrentUser,
  body: ArticleCreateBody,
): Promise<SysArticle> {
  const [created] = await db
    .insert(articles)
    .values({ ...body, authorId: actor.id })
    .returning(writtenArticle);
  if (!created) throw new Error('insert returned no row');
  return toSysArticle(created);
}

/** Explains why a conditional write touched no row: gone, not theirs, or changed meanwhile. */
async function refusal(db: Db, actor: CurrentUser, id: number): Promise<ApiError> {
  const current = await getArticle(db, id);
  if (!current) return notFound();
  if (actor.access !== 'admin' && current.authorId !== actor.id) return forbidden('notAuthor');
  return new ApiError(409, 'conflictVersion', { data: { current } });
}

export async function updateArticle(
  db: Db,
  actor: CurrentUser,
  body: ArticleUpdateBody,
): Promise<SysArticle> {
  const { id, version, ...fields } = body;
  const [updated] = await db
    .update(articles)
    .set({ ...fields, version: sql`${articles.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(articles.id, id), eq(articles.version, version), mayChange(actor)))
    .returning(writtenArticle);
  if (!updated) throw await refusal(db, actor, id);
  return toSysArticle(updated);
}

export async function deleteArticle(db: Db, actor: CurrentUser, id: number): Promise<void> {
  const [deleted] = await db
    .delete(articles)
    .where(and(eq(articles.id, id), mayChange(actor)))
    .returning({ id: articles.id });
  if (!deleted) throw await refusal(db, actor, id);
}

/** Totals for the home page: articles by status. */
export async function countArticles(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      draft: count(sql`case when ${articles.status} = 'draft' then 1 end`),
      published: count(sql`case when ${articles.status} = 'published' then 1 end`),
    })
    .from(articles);
  return row ?? { total: 0, draft: 0, published: 0 };
}
