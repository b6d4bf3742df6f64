/** How long the "sent" confirmation shows. */
const SENT_TOAST_MS = 4_000;

/**
 * Shows an Ionic toast (ion-toast, its code loaded on first use so the first route does not carry it) saying that
 * changes made offline went through; above the phone footer when there is one.
 */
export async function showSentToast(message: string): Promise<void> {
  const { defineCustomElement } = await import('@ionic/core/components/ion-toast.js');
  defineCustomElement();
  const toast = document.createElement('ion-toast');
  toast.message = message;
  toast.duration = SENT_TOAST_MS;
  toast.position = 'bottom';
  toast.className = 'sent-toast';
  const footer = document.querySelector<HTMLElement>('.app-footer');
  if (footer) toast.positionAnchor = footer;
  toast.addEventListener('ionToastDidDismiss', () => toast.remove(), { once: true });
  (document.querySelector('ion-app') ?? document.body).appendChild(toast);
  await toast.present();
}
