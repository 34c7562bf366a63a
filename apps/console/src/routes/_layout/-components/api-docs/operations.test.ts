import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../../api/openapi-document';
import { apiDocument } from './api-document.fixture';
import {
  countOperations,
  filterOperations,
  groupOperations,
  listOperations,
  operationAnchor,
  schemaAnchor,
} from './operations';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Test', version: '1' },
  tags: [
    { name: 'users', description: 'User accounts' },
    { name: 'empty', description: 'No operation names it' },
  ],
  paths: {
    '/users/{id}': {
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'trace', in: 'header', schema: { type: 'string' } },
      ],
      get: {
        operationId: 'getUser',
        summary: 'One user',
        tags: ['users'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      },
      delete: { summary: 'Delete a user', tags: ['users', 'admin'] },
    },
    '/health': { get: { operationId: 'health', summary: 'Liveness' } },
    '/articles': { post: { operationId: 'createArticle', summary: 'Write', tags: ['articles'] } },
  },
};

const names = (groups: ReturnType<typeof groupOperations>) =>
  groups.map((group) => [group.tag, group.operations.map((entry) => entry.anchor)]);

describe('operationAnchor', () => {
  it('is the operationId, else the method and path, in characters an address keeps', () => {
    expect(operationAnchor('get', '/users/{id}', { operationId: 'getUser' })).toBe('getUser');
    expect(operationAnchor('delete', '/users/{id}', {})).toBe('delete-users-id');
    expect(operationAnchor('get', '/x', { operationId: 'list users!' })).toBe('list-users');
    expect(schemaAnchor('SysUser')).toBe('schema-SysUser');
  });
});

describe('listOperations', () => {
  it("merges the path's parameters with the operation's, which win by name and place", () => {
    const [getUser] = listOperations(document);
    expect(getUser?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
      { name: 'trace', in: 'header', schema: { type: 'string' } },
    ]);
  });

  it('keeps anchors apart when two operations share an id', () => {
    const twice: OpenApiDocument = {
      ...document,
      paths: { '/a': { get: { operationId: 'same' } }, '/b': { get: { operationId: 'same' } } },
    };
    expect(listOperations(twice).map((entry) => entry.anchor)).toEqual(['same', 'same-2']);
  });
});

describe('groupOperations', () => {
  it("groups by first tag: the document's tags first, then others, then untagged; empty tags left out", () => {
    const groups = groupOperations(document);
    expect(names(groups)).toEqual([
      ['users', ['getUser', 'delete-users-id']],
      ['articles', ['createArticle']],
      ['', ['health']],
    ]);
    expect(groups[0]?.description).toBe('User accounts');
    expect(groups[1]?.description).toBeUndefined();
  });
});

describe('filterOperations', () => {
  const groups = groupOperations(document);

  it('finds by path, summary or operationId, ignoring case, and drops emptied groups', () => {
    expect(names(filterOperations(groups, '/ARTICLES'))).toEqual([['articles', ['createArticle']]]);
    expect(names(filterOperations(groups, 'liveness'))).toEqual([['', ['health']]]);
    expect(names(filterOperations(groups, 'getuser'))).toEqual([['users', ['getUser']]]);
    expect(names(filterOperations(groups, 'delete /users'))).toEqual([
      ['users', ['delete-users-id']],
    ]);
  });

  it('keeps everything for a blank query, and nothing for one that matches nothing', () => {
    expect(filterOperations(groups, '  ')).toEqual(groups);
    expect(filterOperations(groups, 'nothing like this')).toEqual([]);
    expect(countOperations(groups)).toBe(4);
  });
});

describe("the API's own document", () => {
  it('lists every operation once, under the tags the API declares, in their order', () => {
    const groups = groupOperations(apiDocument);
    expect(groups.map((group) => group.tag)).toEqual([
      'auth',
      'users',
      'articles',
      'system',
      'roles',
      'audit',
      'live',
      'views',
      'preferences',
    ]);
    expect(countOperations(groups)).toBe(listOperations(apiDocument).length);
    const users = groups.find((group) => group.tag === 'users');
    expect(users?.operations.map((entry) => `${entry.method} ${entry.path}`)).toContain(
      'post /api/sys_users/create',
    );
  });
});
