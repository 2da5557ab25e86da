import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { dismissToast, resetToasts, toast, TOAST_REMOVE_DELAY_MS, useToasts } from './toast';

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps only one toast: the newest replaces the older', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Second', open: true });
  });

  it('closes a dismissed toast and removes it after the removal delay', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      id = toast({ title: 'Saved', variant: 'success' }).id;
    });
    act(() => dismissToast(id));
    expect(result.current[0]).toMatchObject({ id, open: false });
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });
});
