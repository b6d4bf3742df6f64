import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { isRequestorType, PROFILE_LINK_TYPES as LINK_TYPES, REQUESTOR_TYPES } from '../../../shared/domain/requestProfile.ts';
import type { UserAttributes } from '../../../shared/contracts/preferences.ts';
import { useSaveLinks, useSaveRole } from './mutations.ts';

const TABS = ['overview', 'links'] as const;
type Tab = (typeof TABS)[number];

/**
 * The request modal's nested profile editor (seed 3): tabs Overview (role summary and role description, saved by
 * POST /api/v1/me/galleys/requests/role) and Links (personal website, Facebook, Twitter, LinkedIn, Goodreads,
 * Skype, saved as the profileLinks attribute). Each save says 'saved' or 'Error saving ...'. Done goes back to the form.
 */
export function ProfileEditor({ profile, onDone }: { profile: UserAttributes; onDone: () => void }) {
  const { t } = useTranslation('requests');
  const [tab, setTab] = useState<Tab>('overview');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ overview: null, links: null });
  const baseId = useId();
  const headingId = `${baseId}-heading`;

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="request-profile-editor" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('requests.profile.title')}</h3>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving tabindex: the tabs take focus, the list handles the arrow keys */}
      <div role="tablist" aria-label={t('requests.profile.tabs')} className="request-tabs" onKeyDown={onTabKey}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="request-tab"
            onClick={() => setTab(name)}
          >
            {t(`requests.profile.${name}Tab`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`} className="request-tabpanel">
        {tab === 'overview' ? <OverviewTab profile={profile} /> : <LinksTab profile={profile} />}
      </div>
      <div className="request-modal-actions">
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {t('requests.profile.done')}
        </button>
      </div>
    </section>
  );
}

export function OverviewTab({ profile }: { profile: UserAttributes }) {
  const { t } = useTranslation('requests');
  const save = useSaveRole();
  const [summary, setSummary] = useState(profile.roleSummary);
  const [description, setDescription] = useState(profile.roleDescription);
  const ids = { summary: useId(), description: useId() };
  const summaries = isRequestorType(summary) || !summary ? REQUESTOR_TYPES : [summary, ...REQUESTOR_TYPES];
  return (
    <div className="request-fields">
      <label htmlFor={ids.summary}>{t('requests.profile.roleSummary')}</label>
      <div className="request-inline">
        <select id={ids.summary} value={summary} onChange={(e) => setSummary(e.target.value)} className="request-input">
          {summary ? null : <option value="">—</option>}
          {summaries.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={save.isPending || !isRequestorType(summary)}
          onClick={() => save.mutate({ requestorType: summary })}
          aria-label={`${t('requests.profile.save')} ${t('requests.profile.roleSummary')}`}
        >
          {t('requests.profile.save')}
        </button>
      </div>
      <label htmlFor={ids.description}>{t('requests.profile.roleDescription')}</label>
      <textarea
        id={ids.description}
        rows={5}
        value={description}
        maxLength={4000}
        onChange={(e) => setDescription(e.target.value)}
        className="request-input"
      />
      <div>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={save.isPending}
          onClick={() => save.mutate({ requestRole: description })}
          aria-label={`${t('requests.profile.save')} ${t('requests.profile.roleDescription')}`}
        >
          {t('requests.profile.save')}
        </button>
      </div>
    </div>
  );
}

export function LinksTab({ profile }: { profile: UserAttributes }) {
  const { t } = useTranslation('requests');
  const save = useSaveLinks();
  const baseId = useId();
  const [links, setLinks] = useState<Record<string, string>>(() => Object.fromEntries(profile.profileLinks.map((l) => [l.type, l.url])));
  return (
    <form
      className="request-fields"
      onSubmit={(event) => {
        event.preventDefault();
        const list = LINK_TYPES.flatMap((type) => (links[type]?.trim() ? [{ type, url: links[type]!.trim() }] : []));
        // Links of other types (saved elsewhere) are kept as they are.
        const others = profile.profileLinks.filter((l) => !(LINK_TYPES as readonly string[]).includes(l.type));
        save.mutate([...list, ...others]);
      }}
    >
      {LINK_TYPES.map((type) => (
        <div key={type} className="request-field">
          <label htmlFor={`${baseId}-${type}`}>{t(`requests.profile.links.${type}`)}</label>
          <input
            id={`${baseId}-${type}`}
            className="request-input"
            value={links[type] ?? ''}
            maxLength={500}
            onChange={(e) => setLinks((current) => ({ ...current, [type]: e.target.value }))}
          />
        </div>
      ))}
      <div>
        <button
          type="submit"
          className="btn btn-secondary"
          disabled={save.isPending}
          aria-label={`${t('requests.profile.save')} ${t('requests.profile.linksTab')}`}
        >
          {t('requests.profile.save')}
        </button>
      </div>
    </form>
  );
}
