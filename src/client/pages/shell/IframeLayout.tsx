import { Outlet } from '@tanstack/react-router';

/** Paths under /iframe: no header or footer, only the embedded screen. */
export function IframeLayout() {
  return (
    <div className="ion-page app-frame iframe-frame">
      <main className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
