import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../i18n/catalogue-i18n.js';
import { shellMessages } from '../i18n/shell-messages.js';
import { formatMessage, type MessageParams } from '../i18n/translate.js';
import { all, createValidators } from './validators.js';

const chinese = (key: MessageKey, params?: MessageParams) =>
  formatMessage(shellMessages['zh-CN'][key], params);
const english = (key: MessageKey, params?: MessageParams) =>
  formatMessage(shellMessages['en-US'][key], params);

describe('createValidators', () => {
  const rules = createValidators(chinese);

  it('asks for a required field with 请输入 + label', () => {
    const required = rules.required('用户名');
    expect(required('')).toBe('请输入用户名');
    expect(required('   ')).toBe('请输入用户名');
    expect(required(undefined)).toBe('请输入用户名');
    expect(required([])).toBe('请输入用户名');
    expect(required('admin')).toBeNull();
  });

  it('checks length in characters, not UTF-16 units', () => {
    const length = rules.length('标题', 2, 4);
    expect(length('a')).toBe('标题至少 2 个字符');
    expect(length('abcde')).toBe('标题最多 4 个字符');
    expect(length('😀😀')).toBeNull();
    expect(length('')).toBeNull();
  });

  it('checks number ranges and array counts', () => {
    expect(rules.range('年龄', 1, 120)(0)).toBe('年龄必须在 1 和 120 之间');
    expect(rules.range('年龄', 1, 120)(30)).toBeNull();
    expect(rules.count('标签', 1, 3)(['a', 'b', 'c', 'd'])).toBe('标签须选择 1 到 3 项');
    expect(rules.count('标签', 1, 3)(['a'])).toBeNull();
  });

  it('checks email, url and pattern formats, leaving empty optional fields alone', () => {
    expect(rules.email()('not-an-email')).toBe('请输入正确的邮箱地址');
    expect(rules.email()('a@example.com')).toBeNull();
    expect(rules.email()('')).toBeNull();
    expect(rules.url()('javascript:alert(1)')).toBe('请输入正确的网址');
    expect(rules.url()('https://example.com/a.png')).toBeNull();
    expect(rules.pattern('用户名', /^[a-z]+$/)('Ab1')).toBe('用户名格式不正确');
  });

  it('takes only https addresses when asked, with a message saying so', () => {
    expect(rules.httpsUrl()('http://example.com/a.png')).toBe('请输入以 https:// 开头的网址');
    expect(rules.httpsUrl()('javascript:alert(1)')).toBe('请输入以 https:// 开头的网址');
    expect(rules.httpsUrl()('example.com/a.png')).toBe('请输入以 https:// 开头的网址');
    expect(rules.httpsUrl()('https://example.com/a.png')).toBeNull();
    expect(rules.httpsUrl()('')).toBeNull();
    expect(createValidators(english).httpsUrl()('http://example.com/a.png')).toBe(
      'Please enter an address starting with https://',
    );
    // The plain url rule still takes http.
    expect(rules.url()('http://example.com/a.png')).toBeNull();
  });

  it('speaks the current language, in a sentence that reads with the label as shown', () => {
    // Labels are capitalised for display ("Username", "Email"): "Please enter Username" would
    // not read, and lower-casing them would spoil names such as URL or ID.
    expect(createValidators(english).required('Username')('')).toBe('Username is required');
    expect(createValidators(english).required('Start URL')('')).toBe('Start URL is required');
  });
});

describe('all', () => {
  it('answers with the first failing rule', () => {
    const rules = createValidators(chinese);
    const username = all(rules.required('用户名'), rules.length('用户名', 3, 32));
    expect(username('')).toBe('请输入用户名');
    expect(username('ab')).toBe('用户名至少 3 个字符');
    expect(username('admin')).toBeNull();
  });
});
