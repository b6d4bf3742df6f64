import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { NominationsForm } from './NominationsForm.tsx';
import { ReviewDrawerShell } from './ReviewDrawerShell.tsx';

/** The nominations drawer of the Nominate panel (seed 3: 650 wide): the nominate step on its own. */
export default function NominationsDrawer({ sku, title, onClose }: { sku: string; title: string; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  return (
    <ReviewDrawerShell heading={t('reviewEditor.nominations.title', { title })} onClose={onClose}>
      <NominationsForm sku={sku} title={title} onCancel={onClose} onDone={onClose} />
    </ReviewDrawerShell>
  );
}
