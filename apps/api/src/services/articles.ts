import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
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
import { type ListSource, listPage } from './list-query.js';

/**
 * An article as the API returns it, its author's name read beside it. A scalar subquery rather
 * than a join, so that a write returns it from its own statement (`RETURNING`), and lists pick
 * their rows from the article table alone.
 */
const articleColumns = {
  ...getTableColumns(articles),
  authorName: sql<
    string | null
  >`(select ${users.name} from ${users} where ${users.id} = ${articles.authorId})`,
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

/** Admins may change any article; everyone else only their own. */
function mayChange(actor: CurrentUser): SQL | undefined {
  return actor.access === 'admin' ? undefined : eq(articles.authorId, actor.id);
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
  body: ArticleCreateBody,
): Promise<SysArticle> {
  const [created] = await db
    .insert(articles)
    .values({ ...body, authorId: actor.id })
    .returning(articleColumns);
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
    .returning(articleColumns);
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

/** Totals for the home page: articles by status, from the trigger-kept counters. */
export async function countArticles(db: Db) {
  const rows = await db.select().from(articleCounts);
  const of = (status: ArticleRow['status']) =>
    rows.find((row) => row.status === status)?.total ?? 0;
  const draft = of('draft');
  const published = of('published');
  return { total: draft + published, draft, published };
}
