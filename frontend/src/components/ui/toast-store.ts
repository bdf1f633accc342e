import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type ToastItem = ToastInput & { id: number; open: boolean };

/** At most one toast is visible; a closed toast is removed after a very long delay (kept for exit animation). */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY);
}

/** The toasts as they are now (what the Toaster renders). */
export const getToasts = (): ToastItem[] => toasts;

const NO_TOASTS: ToastItem[] = [];

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The toasts to show; a server render has none (toasts only follow a visitor's actions). */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, () => NO_TOASTS);
}

/** Whether any toast was pushed yet (the toaster is mounted from the first one on). */
export function useToastsStarted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => nextId > 1,
    () => false,
  );
}
