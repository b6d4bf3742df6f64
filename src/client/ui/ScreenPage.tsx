import { IonContent, IonPage } from './ionic.tsx';
import type { ReactNode } from 'react';

/** One screen: an IonPage with its scrolling content, a heading and the screen's body. */
export function ScreenPage({
  title,
  subtitle,
  actions,
  back,
  children,
}: {
  title: string;
  /** Before the heading: a back button (ui/BackButton.tsx). */
  back?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <IonPage>
      <IonContent className="ion-padding">
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
