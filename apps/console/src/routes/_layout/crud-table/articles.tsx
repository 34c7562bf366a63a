import { crudRouteOptions, requireAccess } from '@org/admin-shell';
import { createFileRoute } from '@tanstack/react-router';
import { ArticlesTab } from './-components/ArticlesTab';
import { articleCrud } from './-components/article-crud';

export const Route = createFileRoute('/_layout/crud-table/articles')({
  staticData: { ...requireAccess('articles.read'), menu: { name: 'menu.crudArticles' } },
  ...crudRouteOptions(articleCrud),
  component: ArticlesTab,
});
