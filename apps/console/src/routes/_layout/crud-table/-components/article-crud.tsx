import { defineCrud } from '@org/admin-shell';
import type { ArticleListQuery, ArticleStatus, SysArticle } from '@org/api/contract';
import { limits } from '@org/api/contract/limits';
import { articlesApi } from '../../../../api/articles';

/** The article form's values. */
export interface ArticleFormValues {
  title: string;
  content: string;
  status: ArticleStatus;
}

const toBody = (values: ArticleFormValues) => ({
  title: values.title.trim(),
  content: values.content,
  status: values.status,
});

/** The articles tab: what is listed, searched, sorted, filtered and edited, and the calls. */
export const articleCrud = defineCrud<SysArticle, ArticleFormValues, ArticleListQuery>({
  id: 'articles',
  entity: 'article.entity',
  keyword: 'article.keyword',
  rowKey: (article) => article.id,
  rowTitle: (article) => article.title,
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
  api: {
    list: articlesApi.list,
    create: (values) => articlesApi.create(toBody(values)),
    update: (article, values) =>
      articlesApi.update({ ...toBody(values), id: article.id, version: article.version }),
    remove: (article) => articlesApi.remove(article.id),
  },
});
