import { describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, dismissToast, getToasts, toast } from './toast-store';

describe('toast store', () => {
  it('keeps one toast at a time and removes closed ones late', () => {
    expect({ TOAST_LIMIT, TOAST_DURATION, TOAST_REMOVE_DELAY }).toEqual({
      TOAST_LIMIT: 1,
      TOAST_DURATION: 5000,
      TOAST_REMOVE_DELAY: 1_000_000,
    });
  });

  it('keeps at most one toast: a new one replaces the one shown', () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second', description: 'More', variant: 'destructive' });
    expect(getToasts()).toEqual([{ id: second.id, title: 'Second', description: 'More', variant: 'destructive', open: true }]);
  });

  it('closes a dismissed toast and removes it after the removal delay', () => {
    vi.useFakeTimers();
    const t = toast({ title: 'Bye' });
    dismissToast(t.id);
    expect(getToasts()).toEqual([{ id: t.id, title: 'Bye', open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToasts()).toEqual([]);
    vi.useRealTimers();
  });
});
