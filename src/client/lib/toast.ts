import { useSyncExternalStore } from 'react';

/** A short message after a change ('Successfully deleted this collection'); errors stay until dismissed. */
export interface Toast {
  id: number;
  text: string;
  tone: 'success' | 'error';
}

/** How long a success message shows. */
export const TOAST_MS = 5_000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** Shows a message in the app's toast area (ToastHost); success messages go away by themselves. */
export function showToast(text: string, tone: Toast['tone'] = 'success'): void {
  const id = nextId++;
  toasts = [...toasts, { id, text, tone }];
  emit();
  if (tone === 'success') setTimeout(() => dismissToast(id), TOAST_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts showing now. */
export function currentToasts(): Toast[] {
  return toasts;
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribe, currentToasts, currentToasts);
}
