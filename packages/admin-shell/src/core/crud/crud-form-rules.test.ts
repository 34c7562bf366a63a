import { describe, expect, it } from 'vitest';
import type { CrudFieldBase } from './crud-definition.js';
import { crudFormRules, formFieldsFor } from './crud-form-rules.js';
import { labelIn, translator, usersCrud } from './test-doubles.js';

const users = usersCrud();
const keys = (fields: readonly { key: string }[]) => fields.map((field) => field.key);

describe('formFieldsFor', () => {
  it('shows only the fields that take part in the form', () => {
    expect(keys(formFieldsFor(users.fields, 'EDIT'))).toEqual([
      'username',
      'email',
      'homepage',
      'access',
      'status',
      'maxSessions',
    ]);
  });

  it('shows a field limited to some modes only in those modes', () => {
    expect(keys(formFieldsFor(users.fields, 'CREATE'))).toContain('password');
    expect(keys(formFieldsFor(users.fields, 'COPY'))).toContain('password');
    expect(keys(formFieldsFor(users.fields, 'EDIT'))).not.toContain('password');
    expect(keys(formFieldsFor(users.fields, 'VIEW'))).not.toContain('password');
  });

  it('leaves out a field marked listed-only', () => {
    const fields: (Pick<CrudFieldBase<unknown>, 'form'> & { key: string })[] = [
      { key: 'listed', form: false },
      { key: 'absent' },
      { key: 'everywhere', form: {} },
    ];
    expect(keys(formFieldsFor(fields, 'VIEW'))).toEqual(['everywhere']);
  });
});

describe('crudFormRules', () => {
  const chinese = crudFormRules(
    formFieldsFor(users.fields, 'CREATE'),
    labelIn(users, 'zh-CN'),
    translator('zh-CN'),
  );
  const english = crudFormRules(
    formFieldsFor(users.fields, 'CREATE'),
    labelIn(users, 'en-US'),
    translator('en-US'),
  );
  const check = (rules: typeof chinese, key: string, value: unknown) => {
    const validator = rules[key];
    if (!validator) throw new Error(`no rule for ${key}`);
    return validator(value);
  };

  it('asks for a required field with 请输入 and its label', () => {
    expect(check(chinese, 'username', '')).toBe('请输入用户名');
    expect(check(chinese, 'username', '   ')).toBe('请输入用户名');
    expect(check(chinese, 'access', null)).toBe('请输入权限');
    expect(check(english, 'username', '')).toBe('Username is required');
  });

  it('says how short and how long a text may be', () => {
    expect(check(chinese, 'username', 'ab')).toBe('用户名至少 3 个字符');
    expect(check(chinese, 'username', 'a'.repeat(21))).toBe('用户名最多 20 个字符');
    expect(check(chinese, 'username', 'a'.repeat(20))).toBeNull();
    expect(check(english, 'username', 'ab')).toBe('Username must have at least 3 characters');
  });

  it('checks a minimum length alone, with no upper bound', () => {
    expect(check(chinese, 'password', 'short')).toBe('密码至少 8 个字符');
    expect(check(chinese, 'password', 'x'.repeat(10_000))).toBeNull();
  });

  it('says the range a number must be in', () => {
    expect(check(chinese, 'maxSessions', 0)).toBe('会话数必须在 1 和 10 之间');
    expect(check(chinese, 'maxSessions', 11)).toBe('会话数必须在 1 和 10 之间');
    expect(check(chinese, 'maxSessions', 1)).toBeNull();
    expect(check(chinese, 'maxSessions', 10)).toBeNull();
    expect(check(english, 'maxSessions', 11)).toBe('Sessions must be between 1 and 10');
  });

  it('checks a one-sided range against that side only', () => {
    const rules = crudFormRules(
      [
        { key: 'atLeast', form: { rules: { min: 5 } } },
        { key: 'atMost', form: { rules: { max: 5 } } },
      ],
      (field) => field.key,
      translator('en-US'),
    );
    expect(check(rules, 'atLeast', 4)).toMatch(/^atLeast must be between 5 and /);
    expect(check(rules, 'atLeast', 1e12)).toBeNull();
    expect(check(rules, 'atMost', 6)).toMatch(/^atMost must be between .* and 5$/);
    expect(check(rules, 'atMost', -1e12)).toBeNull();
  });

  it('checks the pattern a text must match', () => {
    expect(check(chinese, 'username', 'Alice!')).toBe('用户名格式不正确');
    expect(check(chinese, 'username', 'alice_01')).toBeNull();
    expect(check(english, 'username', 'Alice!')).toBe('Username is not in the expected format');
  });

  it('shows one message at a time: required, then length, then pattern', () => {
    // Too short and of the wrong pattern: fixing the length first is what the person sees.
    expect(check(chinese, 'username', 'A!')).toBe('用户名至少 3 个字符');
  });

  it('checks email and url fields without being told to', () => {
    expect(check(chinese, 'email', 'not-an-email')).toBe('请输入正确的邮箱地址');
    expect(check(chinese, 'email', 'alice@example.com')).toBeNull();
    expect(check(chinese, 'homepage', 'javascript:alert(1)')).toBe('请输入正确的网址');
    expect(check(chinese, 'homepage', 'example.com')).toBe('请输入正确的网址');
    expect(check(chinese, 'homepage', 'https://example.com/alice')).toBeNull();
    expect(check(english, 'email', 'x@')).toBe('Please enter a valid email address');
  });

  it('checks email and url rules on fields of another value type', () => {
    const rules = crudFormRules(
      [
        { key: 'contact', form: { rules: { email: true } } },
        { key: 'link', valueType: 'textarea', form: { rules: { url: true } } },
      ],
      (field) => field.key,
      translator('zh-CN'),
    );
    expect(check(rules, 'contact', 'nope')).toBe('请输入正确的邮箱地址');
    expect(check(rules, 'link', 'nope')).toBe('请输入正确的网址');
  });

  it('refuses an http address on a url field that takes https only', () => {
    const rules = crudFormRules(
      [{ key: 'avatar', valueType: 'url', form: { rules: { https: true } } }],
      (field) => field.key,
      translator('zh-CN'),
    );
    expect(check(rules, 'avatar', 'http://example.com/a.png')).toBe('请输入以 https:// 开头的网址');
    expect(check(rules, 'avatar', 'nope')).toBe('请输入以 https:// 开头的网址');
    expect(check(rules, 'avatar', 'https://example.com/a.png')).toBeNull();
    expect(check(rules, 'avatar', '')).toBeNull();
    // Without the rule, a url field takes http as before.
    expect(check(chinese, 'homepage', 'http://example.com/alice')).toBeNull();
  });

  it('lets optional fields stay empty, whatever format they check', () => {
    for (const key of ['email', 'homepage', 'password']) {
      expect(check(chinese, key, '')).toBeNull();
      expect(check(chinese, key, undefined)).toBeNull();
    }
    // Mantine's number input holds '' when cleared.
    expect(check(chinese, 'maxSessions', '')).toBeNull();
  });

  it('adds no rule to a field that has nothing to check', () => {
    const rules = crudFormRules(
      [
        { key: 'note', form: {} },
        { key: 'kind', options: [], form: { rules: {} } },
        { key: 'listed', form: false },
        { key: 'readonly', valueType: 'email' },
      ],
      (field) => field.key,
      translator('zh-CN'),
    );
    expect(rules).toEqual({});
  });

  it('names the field as the label function says', () => {
    const rules = crudFormRules(
      [{ key: 'username', form: { rules: { required: true } } }],
      () => '登录名',
      translator('zh-CN'),
    );
    expect(check(rules, 'username', '')).toBe('请输入登录名');
  });
});
