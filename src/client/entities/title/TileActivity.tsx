import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { formatDisplayDate } from '../../../shared/domain/dateStyle.ts';
import type { TitleActivity } from '../../../shared/domain/titleActivity.ts';
import { useSession } from '../session/useSession.ts';

const KINDS = ['requested', 'declined', 'downloaded', 'reviewed'] as const;
type Kind = (typeof KINDS)[number];

const ICON_PATHS: Record<Kind, string> = {
  requested: 'M2 21 23 12 2 3v7l15 2-15 2z',
  declined:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm4.6 13.2-1.4 1.4L12 13.4l-3.2 3.2-1.4-1.4 3.2-3.2-3.2-3.2 1.4-1.4 3.2 3.2 3.2-3.2 1.4 1.4-3.2 3.2z',
  downloaded: 'M11 3h2v10.2l3.6-3.6 1.4 1.4-6 6-6-6 1.4-1.4 3.6 3.6zM4 19h16v2H4z',
  reviewed: 'M3 17.3V21h3.7L17.8 9.9l-3.7-3.7zM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.7 3.7z',
};

/** One activity icon: a button whose popover (and tooltip) says what the user did and when. */
function ActivityIcon({ kind, date, country }: { kind: Kind; date: string; country: string | null }) {
  const { t } = useTranslation('titles');
  const id = useId();
  const text = t(`titles.activity.${kind}`, { date: formatDisplayDate(date, country) });
  return (
    <>
      <button type="button" className={`tile-activity tile-activity-${kind}`} popoverTarget={id} aria-label={text} title={text}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path fill="currentColor" d={ICON_PATHS[kind]} />
        </svg>
      </button>
      <div id={id} popover="auto" className="tile-note-popover">
        {text}
      </div>
    </>
  );
}

/**
 * The tile's activity icons (seed 2, Title tile): Request 'You requested', Declined 'Declined on', Download
 * 'You downloaded' and Review 'You reviewed', each with its date in the user's date style.
 */
export function TileActivity({ activity }: { activity: TitleActivity | undefined }) {
  // Most tiles show none: no hook for them (a home page has 160 tiles).
  const present = activity ? KINDS.flatMap((kind) => (activity[kind] ? [[kind, activity[kind]] as const] : [])) : [];
  return present.length ? <ActivityIcons present={present} /> : null;
}

function ActivityIcons({ present }: { present: ReadonlyArray<readonly [Kind, string]> }) {
  const session = useSession();
  const country = session.status === 'loading' ? null : (session.culture.split('-')[1] ?? null);
  return (
    <span className="tile-activities">
      {present.map(([kind, date]) => (
        <ActivityIcon key={kind} kind={kind} date={date} country={country} />
      ))}
    </span>
  );
}
