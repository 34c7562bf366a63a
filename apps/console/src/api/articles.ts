import type { CrudPageQuery } from '@org/admin-shell';
import type {
  ArticleCreateBody,
  ArticleListQuery,
  ArticleUpdateBody,
  SysArticle,
} from '@org/api/contract';
import { api } from './client';

/** The article calls of the CRUD table; silent, as the table shows their failures itself. */
export const articlesApi = {
  list: (query: CrudPageQuery<ArticleListQuery>, signal?: AbortSignal) =>
    api.page<SysArticle>('/api/sysArticle/pageList', { ...query }, { signal, silent: true }),
  create: (body: ArticleCreateBody) =>
    api.post<SysArticle>('/api/sysArticle/create', body, { silent: true }),
  update: (body: ArticleUpdateBody) =>
    api.post<SysArticle>('/api/sysArticle/update', body, { silent: true }),
  remove: (id: number) =>
    api.request<null>('/api/sysArticle/delete', { method: 'POST', query: { id }, silent: true }),
};
