/**
 * The download-and-read modal of seed 2 ('Download and read {title}') as a pure state machine: the initial format
 * rule, the start step rule, every step and transition, the Kindle email lock and the Kindle send. `transition`
 * answers the next state and the effects the UI must carry out (save preferences, send, open a download); the
 * UI reports how those went with the *Saved / *Failed / send* events.
 */
import { REVIEW_COPY_FORMAT as FORMAT } from './reviewCopyFormats.ts';

/** Kindle download methods of seed 2: 1 send to email, 2 send to Kindle. */
export const KINDLE_METHOD = { sendToEmail: 1, sendToKindle: 2 } as const;
export type KindleMethodCode = 1 | 2;

export const DOWNLOAD_STEPS = [
  'selectFormat',
  'kindleInfo',
  'kindleOverview',
  'standardOverview',
  'audioOverview',
  'audioDownload',
  'externalUrlOverview',
] as const;
export type DownloadStep = (typeof DOWNLOAD_STEPS)[number];

export type FormatKind = 'none' | 'kindle' | 'external' | 'audio' | 'standard';

/** What a format code is for the modal: Kindle, external URL, audio (11, 12, 13), none (0) or a standard file. */
export function formatKind(format: number): FormatKind {
  if (format === FORMAT.none) return 'none';
  if (format === FORMAT.kindle) return 'kindle';
  if (format === FORMAT.externalUrl) return 'external';
  if (format === FORMAT.audioMp3 || format === FORMAT.audioZip || format === FORMAT.audioChapters) return 'audio';
  return 'standard';
}

/** The parts of a review copy format entry the modal uses. */
export interface FormatEntry {
  format: number;
  resourceId: string;
  resourceUri: string;
  audioZipUrl?: string | null;
  audioZipFileSize?: number | null;
  audioChapterUrlByChapter?: Record<string, string> | null;
  audioChapterFileSizeByChapter?: Record<string, number> | null;
}

/** The saved review copy download preferences (strings, '' when unset), as GET .../reviewCopyDownload answers. */
export interface DownloadPreferences {
  kindleDownloadMethod: string;
  kindleEmail: string;
  preferredFormat: string;
}

/**
 * Initial format: the only format if there is one; else the saved preferred format if the title offers it; else
 * PDF if offered; else the first. No formats: none (0).
 */
export function initialFormat(formats: readonly FormatEntry[], preferredFormat: string): number {
  if (formats.length === 0) return FORMAT.none;
  if (formats.length === 1) return formats[0]!.format;
  const preferred = /^\d+$/.test(preferredFormat) ? Number(preferredFormat) : NaN;
  if (formats.some((f) => f.format === preferred)) return preferred;
  if (formats.some((f) => f.format === FORMAT.pdf)) return FORMAT.pdf;
  return formats[0]!.format;
}

/** Start step: Kindle overview for Kindle; external URL overview for external; select format if none; else standard overview. */
export function startStep(format: number): DownloadStep {
  switch (formatKind(format)) {
    case 'kindle':
      return 'kindleOverview';
    case 'external':
      return 'externalUrlOverview';
    case 'none':
      return 'selectFormat';
    default:
      return 'standardOverview';
  }
}

/** The step Continue leads to from select format: Kindle info, standard overview (EPUB, PDF, ...), audio overview or external URL overview. */
export function stepAfterSelect(format: number): DownloadStep | null {
  switch (formatKind(format)) {
    case 'kindle':
      return 'kindleInfo';
    case 'external':
      return 'externalUrlOverview';
    case 'audio':
      return 'audioOverview';
    case 'standard':
      return 'standardOverview';
    default:
      return null;
  }
}

/** Locked: a Kindle email is saved and shown read-only; confirming: the disclaimer is asked; unlocked: editable. */
export type EmailLock = 'locked' | 'confirming' | 'unlocked';
/** The Kindle send: idle, sending, then the success (sent) or failure (failed) info modal. */
export type KindleSend = 'idle' | 'sending' | 'sent' | 'failed';
export type KindleInfoError = 'methodRequired' | 'emailRequired' | 'emailInvalid' | 'saveFailed';

export interface DownloadState {
  step: DownloadStep;
  formats: readonly FormatEntry[];
  /** The chosen format code (0: none yet). */
  format: number;
  preferences: DownloadPreferences;
  /** Kindle info drafts. */
  kindleMethod: KindleMethodCode | null;
  kindleEmail: string;
  emailLock: EmailLock;
  /** Kindle info is being saved. */
  saving: boolean;
  kindleError: KindleInfoError | null;
  kindleSend: KindleSend;
  /** A download was opened from this step (standard overview, audio download). */
  downloadStarted: boolean;
}

export type DownloadEvent =
  | { type: 'chooseFormat'; format: number }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'download'; url?: string }
  | { type: 'chooseKindleMethod'; method: KindleMethodCode }
  | { type: 'editKindleEmail'; email: string }
  | { type: 'requestEmailChange' }
  | { type: 'confirmEmailChange' }
  | { type: 'cancelEmailChange' }
  | { type: 'kindleSaved'; preferences: DownloadPreferences }
  | { type: 'kindleSaveFailed' }
  | { type: 'send' }
  | { type: 'sendSucceeded' }
  | { type: 'sendFailed' }
  | { type: 'dismissInfo' };

export type DownloadEffect =
  | { type: 'savePreferredFormat'; format: number }
  /** PUT .../kindle/{method}; kindleEmail only when it is new or changed. */
  | { type: 'saveKindle'; method: KindleMethodCode; kindleEmail?: string }
  | { type: 'sendToKindle'; resourceId: string }
  /** Opens a download in a new window (GET /api/v1/me/galleys/{resourceId}/download or an audio URL). */
  | { type: 'openDownload'; url: string }
  /** An EPUB downloaded: the same galley is also kept on this device for the web reader (opens offline). */
  | { type: 'keepForReader'; resourceId: string }
  | { type: 'refreshDownloads' }
  /** Opens an external resource URL in a new window. */
  | { type: 'openExternal'; url: string }
  | { type: 'close' };

export interface Transition {
  state: DownloadState;
  effects: DownloadEffect[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function savedMethod(value: string): KindleMethodCode | null {
  return value === '1' ? 1 : value === '2' ? 2 : null;
}

/** The modal's first state for a title's live formats and the user's saved download preferences. */
export function startDownload(formats: readonly FormatEntry[], preferences: DownloadPreferences): DownloadState {
  const format = initialFormat(formats, preferences.preferredFormat);
  return {
    step: startStep(format),
    formats,
    format,
    preferences,
    kindleMethod: savedMethod(preferences.kindleDownloadMethod),
    kindleEmail: preferences.kindleEmail,
    emailLock: preferences.kindleEmail ? 'locked' : 'unlocked',
    saving: false,
    kindleError: null,
    kindleSend: 'idle',
    downloadStarted: false,
  };
}

/** The entry of the chosen format. */
export function selectedEntry(state: DownloadState): FormatEntry | undefined {
  return state.formats.find((f) => f.format === state.format);
}

/** Where Back leads from a step (null: no Back). The first steps go back to select format when there is a choice. */
export function backStep(state: DownloadState): DownloadStep | null {
  const choice = state.formats.length > 1 ? 'selectFormat' : null;
  switch (state.step) {
    case 'selectFormat':
      return null;
    case 'kindleOverview':
      return 'kindleInfo';
    case 'audioDownload':
      return 'audioOverview';
    default:
      return choice;
  }
}

/** Continue is possible in select format once a format is chosen, and in Kindle info while not saving. */
export function canContinue(state: DownloadState): boolean {
  if (state.step === 'selectFormat') return stepAfterSelect(state.format) !== null;
  if (state.step === 'kindleInfo') return !state.saving && state.emailLock !== 'confirming';
  return state.step === 'audioOverview' || state.step === 'externalUrlOverview';
}

/** The Kindle overview can send once a Kindle email and method are saved. */
export function canSendToKindle(state: DownloadState): boolean {
  return state.preferences.kindleEmail !== '' && savedMethod(state.preferences.kindleDownloadMethod) !== null;
}

/** The URL the audio download step downloads: the zip of all chapters when there is one, else the entry itself. */
export function audioDownloadUrl(entry: FormatEntry): string {
  return entry.audioZipUrl || entry.resourceUri;
}

function moveTo(state: DownloadState, step: DownloadStep): DownloadState {
  return {
    ...state,
    step,
    kindleError: null,
    downloadStarted: false,
    saving: false,
    emailLock: step === 'kindleInfo' ? lockFor(state) : state.emailLock,
  };
}

/** Entering Kindle info: the email field is locked again when one is saved (drafts reset to the saved values). */
function lockFor(state: DownloadState): EmailLock {
  return state.preferences.kindleEmail ? 'locked' : 'unlocked';
}

function enterKindleInfo(state: DownloadState): DownloadState {
  return {
    ...moveTo(state, 'kindleInfo'),
    kindleEmail: state.preferences.kindleEmail,
    kindleMethod: savedMethod(state.preferences.kindleDownloadMethod) ?? state.kindleMethod,
  };
}

const same = (state: DownloadState): Transition => ({ state, effects: [] });

function onContinue(state: DownloadState): Transition {
  switch (state.step) {
    case 'selectFormat': {
      const next = stepAfterSelect(state.format);
      if (!next) return same(state);
      const effects: DownloadEffect[] =
        String(state.format) === state.preferences.preferredFormat ? [] : [{ type: 'savePreferredFormat', format: state.format }];
      const preferences = { ...state.preferences, preferredFormat: String(state.format) };
      const moved = { ...state, preferences };
      return { state: next === 'kindleInfo' ? enterKindleInfo(moved) : moveTo(moved, next), effects };
    }
    case 'kindleInfo': {
      if (!canContinue(state)) return same(state);
      if (state.kindleMethod === null) return same({ ...state, kindleError: 'methodRequired' });
      const email = state.kindleEmail.trim();
      if (!email) return same({ ...state, kindleError: 'emailRequired' });
      if (!EMAIL.test(email)) return same({ ...state, kindleError: 'emailInvalid' });
      const changed = email !== state.preferences.kindleEmail;
      return {
        state: { ...state, kindleEmail: email, saving: true, kindleError: null },
        effects: [{ type: 'saveKindle', method: state.kindleMethod, ...(changed ? { kindleEmail: email } : {}) }],
      };
    }
    case 'audioOverview':
      return { state: moveTo(state, 'audioDownload'), effects: [] };
    case 'externalUrlOverview': {
      const entry = selectedEntry(state);
      return entry ? { state: { ...state, downloadStarted: true }, effects: [{ type: 'openExternal', url: entry.resourceUri }] } : same(state);
    }
    default:
      return same(state);
  }
}

function onDownload(state: DownloadState, url: string | undefined): Transition {
  const entry = selectedEntry(state);
  if (!entry) return same(state);
  if (state.step === 'standardOverview') {
    const keep: DownloadEffect[] = entry.format === FORMAT.epub ? [{ type: 'keepForReader', resourceId: entry.resourceId }] : [];
    return {
      state: { ...state, downloadStarted: true },
      effects: [{ type: 'openDownload', url: entry.resourceUri }, ...keep, { type: 'refreshDownloads' }],
    };
  }
  if (state.step === 'audioDownload') {
    const allowed = [audioDownloadUrl(entry), entry.resourceUri, ...Object.values(entry.audioChapterUrlByChapter ?? {})];
    const target = url && allowed.includes(url) ? url : audioDownloadUrl(entry);
    return { state: { ...state, downloadStarted: true }, effects: [{ type: 'openDownload', url: target }, { type: 'refreshDownloads' }] };
  }
  return same(state);
}

/** The next state and the effects to carry out for an event; events that do not apply to the step change nothing. */
export function transition(state: DownloadState, event: DownloadEvent): Transition {
  // While the sending / result info modal is up, only its own events apply.
  if (state.kindleSend !== 'idle') {
    // The server records the send before it answers: the downloads list is read again at once.
    if (state.kindleSend === 'sending' && event.type === 'sendSucceeded')
      return { state: { ...state, kindleSend: 'sent' }, effects: [{ type: 'refreshDownloads' }] };
    if (state.kindleSend === 'sending' && event.type === 'sendFailed') return same({ ...state, kindleSend: 'failed' });
    if (event.type === 'dismissInfo' && state.kindleSend === 'sent') return { state: { ...state, kindleSend: 'idle' }, effects: [{ type: 'close' }] };
    if (event.type === 'dismissInfo' && state.kindleSend === 'failed') return same({ ...state, kindleSend: 'idle' });
    return same(state);
  }
  switch (event.type) {
    case 'chooseFormat':
      if (state.step !== 'selectFormat' || !state.formats.some((f) => f.format === event.format)) return same(state);
      return same({ ...state, format: event.format });
    case 'continue':
      return onContinue(state);
    case 'back': {
      const back = backStep(state);
      if (!back || (state.step === 'kindleInfo' && state.saving)) return same(state);
      return same(back === 'kindleInfo' ? enterKindleInfo(state) : moveTo(state, back));
    }
    case 'download':
      return onDownload(state, event.url);
    case 'chooseKindleMethod':
      return state.step === 'kindleInfo' && !state.saving ? same({ ...state, kindleMethod: event.method, kindleError: null }) : same(state);
    case 'editKindleEmail':
      return state.step === 'kindleInfo' && state.emailLock === 'unlocked' && !state.saving
        ? same({ ...state, kindleEmail: event.email, kindleError: null })
        : same(state);
    case 'requestEmailChange':
      return state.step === 'kindleInfo' && state.emailLock === 'locked' ? same({ ...state, emailLock: 'confirming' }) : same(state);
    case 'confirmEmailChange':
      return state.emailLock === 'confirming' ? same({ ...state, emailLock: 'unlocked' }) : same(state);
    case 'cancelEmailChange':
      return state.emailLock === 'confirming' ? same({ ...state, emailLock: 'locked', kindleEmail: state.preferences.kindleEmail }) : same(state);
    case 'kindleSaved':
      if (state.step !== 'kindleInfo' || !state.saving) return same(state);
      return same({
        ...moveTo({ ...state, preferences: event.preferences }, 'kindleOverview'),
        kindleEmail: event.preferences.kindleEmail,
        emailLock: event.preferences.kindleEmail ? 'locked' : 'unlocked',
      });
    case 'kindleSaveFailed':
      return state.step === 'kindleInfo' && state.saving ? same({ ...state, saving: false, kindleError: 'saveFailed' }) : same(state);
    case 'send': {
      if (state.step !== 'kindleOverview') return same(state);
      // Nothing saved yet to send to: Kindle info first.
      if (!canSendToKindle(state)) return same(enterKindleInfo(state));
      const entry = selectedEntry(state);
      if (!entry) return same(state);
      return { state: { ...state, kindleSend: 'sending' }, effects: [{ type: 'sendToKindle', resourceId: entry.resourceId }] };
    }
    default:
      return same(state);
  }
}
