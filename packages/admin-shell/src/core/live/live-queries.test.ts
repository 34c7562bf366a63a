import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { RecordChange } from '../contracts.js';
import { isAffectedBy, liveQueryMeta, refreshLiveQueries } from './live-queries.js';

const change = (resource: string, id: number): RecordChange => ({
  resource,
  id,
  action: 'updated',
});

describe('live queries', () => {
  it('finds the lists of a resource and the views of the very record a change concerns', () => {
    const articles = liveQueryMeta({ liveResources: ['articles', 'users'] });
    const article7 = liveQueryMeta({ liveRecord: { resource: 'articles', id: '7' } });
    expect(isAffectedBy(articles, change('articles', 1))).toBe(true);
    expect(isAffectedBy(articles, change('users', 1))).toBe(true);
    expect(isAffectedBy(articles, change('roles', 1))).toBe(false);
    expect(isAffectedBy(article7, change('articles', 7))).toBe(true);
    expect(isAffectedBy(article7, change('articles', 8))).toBe(false);
    expect(isAffectedBy(article7, change('users', 7))).toBe(false);
    expect(isAffectedBy(undefined, change('articles', 7))).toBe(false);
  });

  it('refreshes exactly the queries the changes concern, or every live one after a reset', async () => {
    const client = new QueryClient();
    const seed = (key: string, meta?: Record<string, unknown>) => {
      client.setQueryData([key], 1);
      if (meta) {
        const query = client.getQueryCache().find({ queryKey: [key] });
        if (query) query.options.meta = meta;
      }
    };
    seed('articles', liveQueryMeta({ liveResources: ['articles'] }));
    seed('users', liveQueryMeta({ liveResources: ['users'] }));
    seed('article-7', liveQueryMeta({ liveRecord: { resource: 'articles', id: 7 } }));
    seed('settings');
    const stale = () =>
      client
        .getQueryCache()
        .findAll({ stale: true })
        .map((query) => query.queryKey[0])
        .sort();

    await refreshLiveQueries(client, [change('articles', 7)]);
    expect(stale()).toEqual(['article-7', 'articles']);
    await refreshLiveQueries(client, 'everything');
    expect(stale()).toEqual(['article-7', 'articles', 'users']);
  });
});
