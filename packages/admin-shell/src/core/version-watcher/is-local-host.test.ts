import { describe, expect, it } from 'vitest';
import { isLocalHost } from './is-local-host.js';

describe('isLocalHost', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'app.localhost',
    '127.0.0.1',
    '192.168.1.20',
    '[::1]',
    '::1',
    '[2001:db8::1]',
  ])('treats %s as local', (hostname) => {
    expect(isLocalHost(hostname)).toBe(true);
  });

  it.each(['example.com', 'admin.example.com', '1.2.3.4.nip.io', 'localhost.example.com'])(
    'treats %s as deployed',
    (hostname) => {
      expect(isLocalHost(hostname)).toBe(false);
    },
  );
});
