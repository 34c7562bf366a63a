import { describe, expect, it } from 'vitest';
import { filesByUrl, routeFile, splitRouteOf, wraps } from './route-urls';

describe('routeFile', () => {
  it('reads the address from folders and flat names, leaving pathless layouts out', () => {
    expect(routeFile('user/login').url).toBe('/user/login');
    expect(routeFile('_layout/index').url).toBe('/');
    expect(routeFile('_layout/crud-table').url).toBe('/crud-table');
    expect(routeFile('_layout/crud-table/index').url).toBe('/crud-table');
    expect(routeFile('_layout/basic-features/icon-feature').url).toBe(
      '/basic-features/icon-feature',
    );
    expect(routeFile('posts.edit').url).toBe('/posts/edit');
    expect(routeFile('(admin)/users').url).toBe('/users');
    expect(routeFile('posts_/edit').url).toBe('/posts/edit');
  });

  it('has no address for a route that depends on the request', () => {
    expect(routeFile('_layout/$').url).toBeUndefined();
    expect(routeFile('users/$id').url).toBeUndefined();
    expect(routeFile('users/$id/edit').url).toBeUndefined();
  });
});

describe('wraps', () => {
  it('holds for layouts around a route, not for siblings, index routes or itself', () => {
    const layout = routeFile('_layout');
    const crud = routeFile('_layout/crud-table');
    const crudIndex = routeFile('_layout/crud-table/index');
    const articles = routeFile('_layout/crud-table/articles');
    expect(wraps(layout, articles)).toBe(true);
    expect(wraps(crud, articles)).toBe(true);
    expect(wraps(crudIndex, articles)).toBe(false);
    expect(wraps(articles, articles)).toBe(false);
    expect(wraps(routeFile('user/login'), articles)).toBe(false);
    expect(wraps(routeFile('_lay'), routeFile('_layout/index'))).toBe(false);
  });
});

describe('filesByUrl', () => {
  const ids = (files: ReturnType<typeof filesByUrl>, url: string) =>
    files.get(url)?.map((file) => file.id);

  it('gives each address its own files and every layout around them, once each', () => {
    const files = filesByUrl(
      [
        '_layout',
        '_layout/index',
        '_layout/crud-table',
        '_layout/crud-table/index',
        '_layout/crud-table/articles',
        '_layout/$',
        'user/login',
      ].map(routeFile),
    );
    expect(ids(files, '/')).toEqual(['_layout', '_layout/index']);
    expect(ids(files, '/crud-table')).toEqual([
      '_layout',
      '_layout/crud-table',
      '_layout/crud-table/index',
    ]);
    expect(ids(files, '/crud-table/articles')).toEqual([
      '_layout',
      '_layout/crud-table',
      '_layout/crud-table/articles',
    ]);
    expect(ids(files, '/user/login')).toEqual(['user/login']);
    expect([...files.keys()].sort()).toEqual([
      '/',
      '/crud-table',
      '/crud-table/articles',
      '/user/login',
    ]);
  });
});

describe('splitRouteOf', () => {
  it('names the route file a split module belongs to and the parts it holds', () => {
    const routes = '/app/src/routes';
    expect(splitRouteOf(`${routes}/user/login.tsx?tsr-split=component`, routes)).toEqual({
      id: 'user/login',
      parts: ['component'],
    });
    expect(
      splitRouteOf(`${routes}/_layout/api-docs.tsx?tsr-split=component---loader`, routes),
    ).toEqual({ id: '_layout/api-docs', parts: ['component', 'loader'] });
    expect(splitRouteOf(`${routes}/_layout.tsx`, routes)).toBeUndefined();
  });
});
