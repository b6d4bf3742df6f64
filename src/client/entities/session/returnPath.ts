/** The path an anonymous visitor wanted before being sent to the main page; used after log in. */
const KEY = 'booktrade-return-path';

export function rememberReturnPath(path: string): void {
  try {
    if (path.startsWith('/') && !path.startsWith('//')) sessionStorage.setItem(KEY, path);
  } catch {
    // Storage can be unavailable (private mode); the user then lands on the current page.
  }
}

export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
