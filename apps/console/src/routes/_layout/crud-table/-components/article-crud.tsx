import { defineCrud } from '@org/admin-shell';
import type {
  ArticleCreateBody,
  ArticleListQuery,
  ArticleStatus,
  ArticleUpdateBody,
  SysArticle,
} from '@org/api/contract';
import { limits } from '@org/api/contract/limits';
import { apiListLimits } from './list-limits';

/** The article form's values. */
export interface ArticleFormValues {
  title: string;
  content: string;
  status: ArticleStatus;
}

/** What a create sends for the form's values. */
export const articleCreateBody = (values: ArticleFormValues): ArticleCreateBody => ({
  title: values.title.trim(),
  content: values.content,
  status: values.status,
});

/** What an update sends: the values, with the article's id and the version read. */
export const articleUpdateBody = (
  values: ArticleFormValues,
  article: SysArticle,
): ArticleUpdateBody => ({
  ...articleCreateBody(values),
  id: article.id,
  version: article.version,
});

/** The articles tab: what is listed, searched, sorted, filtered and edited, and what is sent. */
export const articleCrud = defineCrud<SysArticle, ArticleFormValues, ArticleListQuery>({
  id: 'articles',
  resource: 'articles',
  ...apiListLimits,
  entity: 'article.entity',
  keyword: 'article.keyword',
  rowKey: (article) => article.id,
  rowTitle: (article) => article.title,
  rowVersion: (article) => article.version,
  // An article shows its author's name.
  dependsOn: ['users'],
  fields: [
    { key: 'id', label: 'article.id', sortable: true, width: 80 },
    {
      key: 'title',
      label: 'article.title',
      sortable: true,
      form: {
        rules: {
          required: true,
          minLength: limits.articleTitle.min,
          maxLength: limits.articleTitle.max,
        },
        wide: true,
      },
    },
    {
      key: 'status',
      label: 'article.status',
      filterable: true,
      options: [
        { value: 'draft', label: 'article.draft', color: 'gray' },
        { value: 'published', label: 'article.published', color: 'green' },
      ],
      form: { rules: { required: true } },
    },
    { key: 'authorName', label: 'article.author' },
    {
      key: 'authorId',
      label: 'article.authorId',
      valueType: 'integer',
      filterable: true,
      defaultHidden: true,
    },
    {
      key: 'content',
      label: 'article.content',
      valueType: 'textarea',
      defaultHidden: true,
      // The API limits content in UTF-8 bytes too; it answers on the field when a long
      // Chinese text passes this character count but not the byte count.
      form: { rules: { maxLength: limits.articleContentBytes } },
    },
    { key: 'createdAt', label: 'article.createdAt', valueType: 'datetime', sortable: true },
    { key: 'updatedAt', label: 'article.updatedAt', valueType: 'datetime', sortable: true },
  ],
  emptyValues: { title: '', content: '', status: 'draft' },
  toValues: (article) => ({
    title: article.title,
    content: article.content,
    status: article.status,
  }),
  toCreate: articleCreateBody,
  toUpdate: articleUpdateBody,
});
