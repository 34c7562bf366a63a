import { crudRouteOptions, requireAccess } from '@org/admin-shell';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { articleCrud } from './-components/article-crud';

export const Route = createFileRoute('/_layout/crud-table/articles')({
  staticData: { ...requireAccess('articles.read'), menu: { name: 'menu.crudArticles' } },
  ...crudRouteOptions(articleCrud),
  component: lazyRouteComponent(() => import('./-components/ArticlesTab'), 'ArticlesTab'),
});
