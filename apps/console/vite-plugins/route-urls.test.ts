import { describe, expect, it } from 'vitest';
import { filesByUrl, pageModules, routeFile, routeFileOf, wraps } from './route-urls';

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

describe('routeFileOf', () => {
  it('names the route file a module is, and nothing for any other module', () => {
    const routes = '/app/src/routes';
    expect(routeFileOf(`${routes}/user/login.tsx`, routes)).toBe('user/login');
    expect(routeFileOf(`${routes}/_layout/crud-table/index.tsx`, routes)).toBe(
      '_layout/crud-table/index',
    );
    expect(routeFileOf(`${routes}/_layout/-components/HomePage.tsx`, routes)).toBeUndefined();
    expect(routeFileOf(`${routes}/-components/palette-records.ts`, routes)).toBeUndefined();
    expect(routeFileOf('/app/src/api/auth.ts', routes)).toBeUndefined();
    expect(routeFileOf(`${routes}/_layout/HomePage.module.css`, routes)).toBeUndefined();
  });
});

describe('pageModules', () => {
  it('gives each module the routes load lazily the routes that load it, leaving out the root', () => {
    const routes = '/app/src/routes';
    const imports: Record<string, string[]> = {
      [`${routes}/__root.tsx`]: [`${routes}/-components/VersionCheck.tsx`],
      [`${routes}/_layout.tsx`]: [`${routes}/-components/ConsoleLayout.tsx`],
      [`${routes}/_layout/api-docs.tsx`]: [
        `${routes}/_layout/-components/api-docs/ApiDocsPage.tsx`,
        '/app/src/api/openapi-document.ts',
      ],
      [`${routes}/_layout/exception/404.tsx`]: [],
      [`${routes}/-components/ConsoleLayout.tsx`]: [`${routes}/-components/Lazy.tsx`],
    };
    const pages = pageModules(Object.keys(imports), (id) => imports[id] ?? [], routes);
    const routeIds = new Map([...pages].map(([module, files]) => [module, files.map((f) => f.id)]));
    expect(routeIds).toEqual(
      new Map([
        [`${routes}/-components/ConsoleLayout.tsx`, ['_layout']],
        [`${routes}/_layout/-components/api-docs/ApiDocsPage.tsx`, ['_layout/api-docs']],
        ['/app/src/api/openapi-document.ts', ['_layout/api-docs']],
      ]),
    );
  });
});
