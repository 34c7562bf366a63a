import { describe, expect, it } from 'vitest';
import { apiDocsText } from './api-docs-text';

/** Every text's place in the tree (`column.name`), with what is there: a string or a function. */
function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

describe('apiDocsText', () => {
  it('has every text in both languages, none of them empty', () => {
    const chinese = leaves(apiDocsText['zh-CN']);
    const english = leaves(apiDocsText['en-US']);
    expect(english.map(([path]) => path)).toEqual(chinese.map(([path]) => path));
    for (const [path, value] of [...chinese, ...english]) {
      if (typeof value === 'string') expect(value, path).not.toBe('');
      else expect(typeof value, path).toBe('function');
    }
  });

  it('puts the values into the texts that take them', () => {
    const zh = apiDocsText['zh-CN'];
    const en = apiDocsText['en-US'];
    expect(zh.count(3, 20)).toBe('3 / 20 个接口');
    expect(en.count(3, 20)).toBe('3 of 20 operations');
    expect(zh.version('1.2.0')).toBe('版本 1.2.0');
    expect(en.version('1.2.0')).toBe('Version 1.2.0');
    expect(zh.noMatch('users')).toBe('没有匹配“users”的接口');
    expect(en.noMatch('users')).toBe('No operation matches “users”');
    expect(zh.linkTo('GET /api/users')).toBe('GET /api/users 的链接');
    expect(en.linkTo('GET /api/users')).toBe('Link to GET /api/users');
  });
});
