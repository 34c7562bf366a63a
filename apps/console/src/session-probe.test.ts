import { describe, expect, it } from 'vitest';
import { mayHoldSession } from './session-probe';

describe('mayHoldSession', () => {
  it("reads a session's XSRF token (one token, no dot) as a sign of a session", () => {
    expect(mayHoldSession('XSRF-TOKEN=Ab_c-12')).toBe(true);
    expect(mayHoldSession('theme=dark; XSRF-TOKEN=Ab_c-12; other=1')).toBe(true);
  });

  it("reads a visitor's signed token, or none, as no session", () => {
    expect(mayHoldSession('XSRF-TOKEN=nonce.signature')).toBe(false);
    expect(mayHoldSession('XSRF-TOKEN=')).toBe(false);
    expect(mayHoldSession('')).toBe(false);
    expect(mayHoldSession('MY-XSRF-TOKEN=abc')).toBe(false);
  });
});
