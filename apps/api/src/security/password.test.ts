import { describe, expect, it } from 'vitest';
import { checkPassword } from './password.js';

describe('checkPassword', () => {
  it.each([
    ['short1', 'tooShort'],
    ['x'.repeat(129), 'tooLong'],
    ['password123', 'common'],
    ['abcdefgh', 'sequence'],
    ['acegikmoq', 'sequence'],
    ['aaaaaaaa', 'repeat'],
    ['abcabcabc', 'repeat'],
    ['zxcvbnm,./', 'keyboard'],
  ])('refuses %s as %s', (password, problem) => {
    expect(checkPassword(password)).toBe(problem);
  });

  it('refuses a password made of the username, name or email with little added', () => {
    expect(checkPassword('zhangsan2024', { username: 'zhangsan' })).toBe('personal');
    expect(checkPassword('Margaret!1', { name: 'Margaret' })).toBe('personal');
    expect(checkPassword('wei.li@example.com', { email: 'wei.li@example.com' })).toBe('personal');
    // Without knowing whose it is, the same password is only a bit guessable.
    expect(checkPassword('zhangsan2024')).not.toBe('personal');
  });

  it.each([
    'correct horse admin battery',
    'violet staple orbit 42',
    'k3Hf9sLq',
    '长城上的月亮很圆',
  ])('accepts %s', (password) => {
    expect(checkPassword(password, { username: 'admin' })).toBeNull();
  });
});
