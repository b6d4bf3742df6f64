import { Outlet } from '@tanstack/react-router';

/** Paths under /iframe: no header or footer, only the embedded screen. */
export function IframeLayout() {
  return (
    <div className="ion-page app-frame iframe-frame">
      {/* Not a <main>: the screen's ion-content is the page's one main landmark. */}
      <div className="app-main">
        <Outlet />
      </div>
    </div>
  );
}
