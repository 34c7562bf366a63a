// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './use-scrolled-past.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useScrolledPast', () => {
  it('reads the scroll position only after the page has been laid out', async () => {
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
    const { result } = renderHook(() => useScrolledPast(56));
    expect(scrollY).not.toHaveBeenCalled();
    expect(result.current).toBe(false);
    // A page opened already scrolled (a reload mid-page) is answered a frame later.
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('follows the scrolling, past the offset and back', async () => {
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    const { result } = renderHook(() => useScrolledPast(56));
    scrollY.mockReturnValue(120);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
    scrollY.mockReturnValue(10);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(false);
  });
});
