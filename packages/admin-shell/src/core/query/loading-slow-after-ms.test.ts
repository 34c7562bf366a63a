import { describe, expect, it } from 'vitest';
import { isSlowNetwork } from './is-slow-network.js';
import { loadingSlowAfterMs } from './loading-slow-after-ms.js';

const on = (effectiveType: string) => ({ connection: { effectiveType } });

describe('isSlowNetwork', () => {
  it('is true on 2g and slow-2g only', () => {
    expect(isSlowNetwork(on('2g'))).toBe(true);
    expect(isSlowNetwork(on('slow-2g'))).toBe(true);
    expect(isSlowNetwork(on('3g'))).toBe(false);
    expect(isSlowNetwork(on('4g'))).toBe(false);
  });

  it('counts a browser without the Network Information API as normal', () => {
    expect(isSlowNetwork({})).toBe(false);
    expect(isSlowNetwork({ connection: {} })).toBe(false);
    // Node has no navigator at all.
    expect(isSlowNetwork()).toBe(false);
  });
});

describe('loadingSlowAfterMs', () => {
  it('is 3 s, or 5 s on a slow network', () => {
    expect(loadingSlowAfterMs({}, on('4g'))).toBe(3000);
    expect(loadingSlowAfterMs({}, on('2g'))).toBe(5000);
    expect(loadingSlowAfterMs()).toBe(3000);
  });

  it('takes the thresholds it is given', () => {
    const options = { threshold: 1000, slowNetworkThreshold: 8000 };
    expect(loadingSlowAfterMs(options, on('4g'))).toBe(1000);
    expect(loadingSlowAfterMs(options, on('slow-2g'))).toBe(8000);
  });
});
