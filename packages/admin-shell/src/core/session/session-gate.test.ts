import { describe, expect, it } from 'vitest';
import { createSessionGate } from './session-gate.js';

describe('createSessionGate', () => {
  it('lets a 401 stand when no session answers', async () => {
    await expect(createSessionGate().signInAgain()).resolves.toBe(false);
  });

  it('asks the session once for requests refused together', async () => {
    const gate = createSessionGate();
    let asked = 0;
    let signIn: (again: boolean) => void = () => undefined;
    gate.attach(() => {
      asked += 1;
      return new Promise((resolve) => {
        signIn = resolve;
      });
    });
    const answers = Promise.all([gate.signInAgain(), gate.signInAgain()]);
    signIn(true);
    await expect(answers).resolves.toEqual([true, true]);
    expect(asked).toBe(1);
  });

  it('sends a request that left before the person signed in again once more, without asking again', async () => {
    const gate = createSessionGate();
    let asked = 0;
    gate.attach(async () => {
      asked += 1;
      return true;
    });
    const sentBefore = Date.now() - 1;
    await gate.signInAgain(Date.now());
    // Its 401 comes back after the sign-in: the old cookie, not a new ending.
    await expect(gate.signInAgain(sentBefore)).resolves.toBe(true);
    expect(asked).toBe(1);
  });

  it('stops answering once detached', async () => {
    const gate = createSessionGate();
    const detach = gate.attach(async () => true);
    detach();
    await expect(gate.signInAgain()).resolves.toBe(false);
  });
});
