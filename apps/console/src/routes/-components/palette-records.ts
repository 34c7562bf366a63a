import type { PaletteRecordSource } from '@org/admin-shell';
import type { SysArticle, SysUser } from '@org/api/contract';
import type { ConsoleAccessFlags } from '../../access';

// Declared apart from the tables' definitions: those come with their pages' code, and the
// layout that offers the palette must not load them.

const users: PaletteRecordSource<SysUser> = {
  id: 'users',
  resource: 'users',
  heading: 'menu.crudUsers',
  path: '/crud-table',
  rowKey: (user) => user.id,
  label: (user) => user.username,
  description: (user) => [user.name, user.email].filter(Boolean).join(' · '),
};

const articles: PaletteRecordSource<SysArticle> = {
  id: 'articles',
  resource: 'articles',
  heading: 'menu.crudArticles',
  path: '/crud-table/articles',
  rowKey: (article) => article.id,
  label: (article) => article.title,
  description: (article) => article.authorName ?? undefined,
};

/**
 * What the command palette finds by keyword: users and articles, each opening its view, for
 * whoever may read them.
 */
export function paletteRecordsFor(
  access: Pick<ConsoleAccessFlags, 'users.read' | 'articles.read'>,
): PaletteRecordSource[] {
  return [...(access['users.read'] ? [users] : []), ...(access['articles.read'] ? [articles] : [])];
}
