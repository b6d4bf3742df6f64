import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../../shared/contracts/profile.ts';
import { NetworkError } from '../../lib/api.ts';
import { showToast } from '../../lib/toast.ts';
import { problemText, useRemoveAvatar, useUploadAvatar } from './mutations.ts';

/** The user's picture: upload (JPEG, PNG or WebP up to 5 MB, checked here and by the server) or back to initials. */
export function AvatarPicker({ uri, hasAvatar, name }: { uri: string; hasAvatar: boolean; name: string }) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [message, setMessage] = useState('');
  const failed = (error: unknown) =>
    showToast(error instanceof NetworkError ? t('profile.avatar.offline') : t('profile.avatar.error', { reason: problemText(error) }), 'error');

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setMessage(t('profile.avatar.notAnImage'));
    if (file.size > AVATAR_MAX_BYTES) return setMessage(t('profile.avatar.tooLarge'));
    setMessage('');
    upload.mutate(file, { onSuccess: () => showToast(t('profile.avatar.saved')), onError: failed });
  };

  return (
    <section className="panel profile-avatar" aria-labelledby="profile-avatar-title">
      <h2 id="profile-avatar-title" className="panel-title">
        {t('profile.avatar.title')}
      </h2>
      <div className="profile-avatar-row">
        {uri ? (
          <img className="profile-avatar-image" src={`${uri}${uri.endsWith('.webp') ? '?size=256' : ''}`} alt={name} width={96} height={96} />
        ) : null}
        <div className="profile-avatar-actions">
          <input
            ref={input}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            aria-label={t('profile.avatar.upload')}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <button type="button" className="btn btn-primary" disabled={upload.isPending} onClick={() => input.current?.click()}>
            {upload.isPending ? t('profile.avatar.uploading') : t(hasAvatar ? 'profile.avatar.replace' : 'profile.avatar.upload')}
          </button>
          {hasAvatar ? (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => showToast(t('profile.avatar.removed')), onError: failed })}
            >
              {t('profile.avatar.remove')}
            </button>
          ) : null}
          <p className="profile-hint">{t('profile.avatar.hint')}</p>
          {message ? (
            <p className="field-error" role="alert">
              {message}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
