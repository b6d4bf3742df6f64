/**
 * The few Ionic pieces the shell needs (ion-app, ion-content, the .ion-page frame), used straight from
 * @ionic/core's custom elements instead of through @ionic/react.
 *
 * Why: @ionic/react is one module whose top level keeps wrappers the app never uses (tabs, back button,
 * router outlet, ion-icon with ionicons) and, since the lazy modals import IonModal from it, ion-modal and
 * the overlay code too. Importing it from the entry put all of that in the first route's JavaScript
 * (~40 KiB gz). The lazy modals (registration, prompts) still use @ionic/react's IonModal/IonContent, which
 * now load with them; the custom elements and Ionic's config are shared, so the behaviour is the same.
 */
import { initialize } from '@ionic/core/components';
import { defineCustomElement as defineIonApp } from '@ionic/core/components/ion-app.js';
import { defineCustomElement as defineIonContent } from '@ionic/core/components/ion-content.js';
import { createElement, type ReactNode } from 'react';

/** What `setupIonicReact()` does: marks the custom-elements build and initializes Ionic's config and mode. */
export function setupIonic(): void {
  document.documentElement.classList.add('ion-ce');
  initialize();
  defineIonApp();
  defineIonContent();
}

/**
 * <ion-app>. @ionic/react's IonApp also hosts the overlays of the controller hooks (useIonModal, useIonToast…);
 * the app uses inline overlays (IonModal), which portal into ion-app themselves and need no such host.
 */
export function IonApp({ children }: { children?: ReactNode }) {
  return createElement('ion-app', null, children);
}

/** A page frame: what @ionic/react's IonPage renders outside an IonRouterOutlet (the app has none). */
export function IonPage({ className, children }: { className?: string; children?: ReactNode }) {
  return <div className={className ? `ion-page ${className}` : 'ion-page'}>{children}</div>;
}

/** <ion-content>: the scrolling area of a page. */
export function IonContent({ className, children }: { className?: string; children?: ReactNode }) {
  return createElement('ion-content', { className }, children);
}
