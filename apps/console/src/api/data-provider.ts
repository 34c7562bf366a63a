import { envelopeDataProvider } from '@org/admin-shell';
import { api } from './client';

/**
 * The records the CRUD tables, the roles screen and the saved views read and write, on the API's
 * routes (spec §7). Updates carry the version read and, for articles, the id in the body: the tables'
 * definitions add them. Its refusals come typed (a conflict, a missing record, field errors).
 */
export const dataProvider = envelopeDataProvider(api, {
  users: {
    list: '/api/sys_users/list',
    one: (id) => `/api/sys_users/${id}`,
    create: '/api/sys_users/create',
    update: (id) => `/api/sys_users/update/${id}`,
    delete: (id) => `/api/sys_users/deleted/${id}`,
  },
  articles: {
    list: '/api/sysArticle/pageList',
    one: (id) => `/api/sysArticle/${id}`,
    create: '/api/sysArticle/create',
    update: () => '/api/sysArticle/update',
    delete: (id) => ({ path: '/api/sysArticle/delete', query: { id } }),
  },
  // Not paged: the views control lists a table's views itself (`api/views.ts`).
  views: {
    one: (id) => `/api/views/${id}`,
    create: '/api/views/create',
    update: (id) => `/api/views/update/${id}`,
    delete: (id) => `/api/views/deleted/${id}`,
  },
  // Not paged: the roles screen lists them itself (`api/roles.ts`).
  roles: {
    one: (id) => `/api/roles/${id}`,
    create: '/api/roles/create',
    update: (id) => `/api/roles/update/${id}`,
    delete: (id) => `/api/roles/deleted/${id}`,
  },
});
