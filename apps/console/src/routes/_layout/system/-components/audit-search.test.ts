import { describe, expect, it } from 'vitest';
import { auditFilters, auditListQuery, validateAuditSearch } from './audit-search';

describe('validateAuditSearch', () => {
  it('keeps the filters and the page an address gives', () => {
    expect(
      validateAuditSearch({
        current: 3,
        pageSize: 50,
        actorId: '7',
        action: 'update',
        resource: 'users',
        recordId: 12,
        from: '2026-05-01T02:00:00.000Z',
        to: '2026-05-02T02:00:59.999Z',
      }),
    ).toEqual({
      current: 3,
      pageSize: 50,
      actorId: 7,
      action: 'update',
      resource: 'users',
      recordId: '12',
      from: '2026-05-01T02:00:00.000Z',
      to: '2026-05-02T02:00:59.999Z',
    });
  });

  it('leaves out what the screen cannot show', () => {
    expect(
      validateAuditSearch({
        current: 0,
        pageSize: 15,
        actorId: -2,
        action: 'explode',
        resource: 'secrets',
        recordId: '',
        from: 'yesterday',
        to: 42,
      }),
    ).toEqual({});
    expect(validateAuditSearch({ current: 'abc', pageSize: '12' })).toEqual({});
  });

  it('writes instants the one way, whatever zone they were given in', () => {
    expect(validateAuditSearch({ from: '2026-05-01T10:00:00+08:00' }).from).toBe(
      '2026-05-01T02:00:00.000Z',
    );
  });
});

describe('auditListQuery and auditFilters', () => {
  it('asks for page 1 of 10 by default, and the export for the filters alone', () => {
    const search = { current: 2, action: 'delete', resource: 'articles' } as const;
    expect(auditListQuery({})).toEqual({ current: 1, pageSize: 10 });
    expect(auditListQuery(search)).toEqual({
      current: 2,
      pageSize: 10,
      action: 'delete',
      resource: 'articles',
    });
    expect(auditFilters({ ...search, pageSize: 20 })).toEqual({
      action: 'delete',
      resource: 'articles',
    });
  });
});
