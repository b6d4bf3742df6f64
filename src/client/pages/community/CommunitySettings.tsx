import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Community } from '../../../shared/contracts/communities.ts';
import { CommunitySettingsSheet } from '../../features/communityAdmin/parts.ts';
import { PartBoundary, usePreloadParts } from '../../ui/lazyPart.tsx';

/** On a community's home, for its owners only: the Community settings section, whose sheet (lazily loaded) renames, opens or deletes it. */
export function CommunitySettings({ community }: { community: Community }) {
  const { t } = useTranslation('communities');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  usePreloadParts([CommunitySettingsSheet]);
  return (
    <section className="community-section" aria-labelledby="community-settings">
      <h2 id="community-settings">{t('communities.admin.settings')}</h2>
      <p className="community-meta">{t('communities.admin.settingsHint')}</p>
      <button type="button" className="community-button" onClick={() => setOpen(true)}>
        {t('communities.admin.settings')}
      </button>
      {open ? (
        <PartBoundary>
          <CommunitySettingsSheet community={community} onClosed={() => setOpen(false)} onDeleted={() => void navigate({ to: '/communities' })} />
        </PartBoundary>
      ) : null}
    </section>
  );
}
