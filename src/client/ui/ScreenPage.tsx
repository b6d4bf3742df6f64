import { IonContent, IonPage } from './ionic.tsx';
import { Refresher } from './Refresher.tsx';
import type { ReactNode } from 'react';

/** One screen: an IonPage with its scrolling content (pull to refresh on a list screen), a heading and the screen's body. */
export function ScreenPage({
  title,
  subtitle,
  actions,
  back,
  refreshable = false,
  children,
}: {
  title: string;
  /** Before the heading: a back button (ui/BackButton.tsx). */
  back?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** A list screen: on a phone, pulling it down refetches what it shows (ui/Refresher). */
  refreshable?: boolean;
  children?: ReactNode;
}) {
  return (
    <IonPage>
      <IonContent className="ion-padding">
        {refreshable ? <Refresher /> : null}
        <div className="screen">
          <header className="screen-header">
            {back}
            <div className="screen-heading">
              <h1 className="screen-title" tabIndex={-1}>
                {title}
              </h1>
              {subtitle ? <p className="screen-subtitle">{subtitle}</p> : null}
            </div>
            {actions ? <div className="screen-actions">{actions}</div> : null}
          </header>
          {children}
        </div>
      </IonContent>
    </IonPage>
  );
}

/** The honest empty state of a section or screen. */
export function EmptyState({ text }: { text: string }) {
  return <p className="empty-state">{text}</p>;
}
