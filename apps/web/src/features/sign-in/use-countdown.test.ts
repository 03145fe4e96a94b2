import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the seconds down to zero and can start again', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current.remaining).toBe(60);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.remaining).toBe(59);
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(result.current.remaining).toBe(0);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.remaining).toBe(0);

    act(() => result.current.restart());
    expect(result.current.remaining).toBe(60);
  });

  it('starts at zero when nothing was sent yet', () => {
    const { result } = renderHook(() => useCountdown(0));
    expect(result.current.remaining).toBe(0);
  });
});
