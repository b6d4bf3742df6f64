import { defineCustomElement as defineIonModal } from '@ionic/core/components/ion-modal.js';
import { createElement, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { IonContent } from '../../ui/ionic.tsx';
import { AreaMenu } from './AreaMenu.tsx';

defineIonModal();

/**
 * The phone's More tab: a bottom sheet (ion-modal with breakpoints: it opens at three quarters of the screen, drags
 * up to full height or down to close, and its list scrolls at either height) listing every area of the app.
 * Following an entry closes it. It uses Ionic's custom element itself, not @ionic/react's IonModal (whose module,
 * ~40 KiB gz, would then join the shell's precache): React 19 sets its properties and listens to its events.
 */
export function MoreSheet({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return createElement(
    'ion-modal',
    {
      className: 'more-sheet',
      isOpen: open,
      breakpoints: [0, 0.75, 1],
      initialBreakpoint: 0.75,
      // The list scrolls at three quarters too (by default a sheet scrolls only once dragged to full height).
      expandToScroll: false,
      'aria-labelledby': 'more-sheet-title',
      onionModalDidDismiss: onClosed,
    },
    <IonContent className="ion-padding">
      <div className="more-sheet-header">
        <h2 id="more-sheet-title">{t('navMenu.moreTitle')}</h2>
        <button type="button" className="icon-button" aria-label={t('navMenu.close')} onClick={close}>
          ×
        </button>
      </div>
      <AreaMenu onNavigate={close} headingLevel={3} />
    </IonContent>,
  );
}
