import { describe, expect, it } from 'vitest';
import { REVIEW_COPY_FORMAT } from './reviewCopyFormats.ts';
import {
  audioDownloadUrl,
  backStep,
  canContinue,
  initialFormat,
  startDownload,
  startStep,
  transition,
  type DownloadEvent,
  type DownloadPreferences,
  type DownloadState,
  type FormatEntry,
} from './downloadSteps.ts';

const entry = (format: number, extra: Partial<FormatEntry> = {}): FormatEntry => ({
  format,
  resourceId: `sku-${format}`,
  resourceUri: format === REVIEW_COPY_FORMAT.externalUrl ? 'https://publisher.example/galley' : `/api/v1/me/galleys/sku-${format}/download`,
  ...extra,
});
const EPUB = entry(REVIEW_COPY_FORMAT.epub);
const PDF = entry(REVIEW_COPY_FORMAT.pdf);
const KINDLE = entry(REVIEW_COPY_FORMAT.kindle);
const MP3 = entry(REVIEW_COPY_FORMAT.audioMp3, {
  audioZipUrl: '/api/v1/me/galleys/sku-12/download',
  audioZipFileSize: 2048,
  audioChapterUrlByChapter: { '1': '/api/v1/me/galleys/sku-11/download' },
  audioChapterFileSizeByChapter: { '1': 1024 },
});
const EXTERNAL = entry(REVIEW_COPY_FORMAT.externalUrl);
const NO_PREFS: DownloadPreferences = { kindleDownloadMethod: '', kindleEmail: '', preferredFormat: '' };
const KINDLE_PREFS: DownloadPreferences = { kindleDownloadMethod: '2', kindleEmail: 'reader@kindle.com', preferredFormat: '' };

/** Runs events from a state; answers the last state and every effect in order. */
function run(state: DownloadState, ...events: DownloadEvent[]) {
  const effects = [];
  for (const event of events) {
    const next = transition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

describe('initial format', () => {
  it('is the only format when there is one, even against a saved preference', () => {
    expect(initialFormat([KINDLE], '2')).toBe(REVIEW_COPY_FORMAT.kindle);
  });
  it('is the saved preferred format when the title offers it', () => {
    expect(initialFormat([EPUB, PDF, KINDLE], '4')).toBe(REVIEW_COPY_FORMAT.kindle);
  });
  it('is PDF when the preference is unset or not offered and PDF is', () => {
    expect(initialFormat([EPUB, PDF], '')).toBe(REVIEW_COPY_FORMAT.pdf);
    expect(initialFormat([EPUB, PDF], '11')).toBe(REVIEW_COPY_FORMAT.pdf);
  });
  it('is the first format otherwise, and none (0) without formats', () => {
    expect(initialFormat([KINDLE, EPUB], '3')).toBe(REVIEW_COPY_FORMAT.kindle);
    expect(initialFormat([], '2')).toBe(REVIEW_COPY_FORMAT.none);
  });
});

describe('start step', () => {
  it('is Kindle overview for Kindle, external URL overview for external, select format for none, else standard overview', () => {
    expect(startStep(REVIEW_COPY_FORMAT.kindle)).toBe('kindleOverview');
    expect(startStep(REVIEW_COPY_FORMAT.externalUrl)).toBe('externalUrlOverview');
    expect(startStep(REVIEW_COPY_FORMAT.none)).toBe('selectFormat');
    expect(startStep(REVIEW_COPY_FORMAT.epub)).toBe('standardOverview');
    expect(startStep(REVIEW_COPY_FORMAT.pdf)).toBe('standardOverview');
    expect(startStep(REVIEW_COPY_FORMAT.audioMp3)).toBe('standardOverview');
  });
  it('starts the modal from the initial format and the saved Kindle details (email locked once saved)', () => {
    const state = startDownload([EPUB, KINDLE], { ...KINDLE_PREFS, preferredFormat: '4' });
    expect(state).toMatchObject({
      step: 'kindleOverview',
      format: REVIEW_COPY_FORMAT.kindle,
      kindleMethod: 2,
      kindleEmail: 'reader@kindle.com',
      emailLock: 'locked',
      kindleSend: 'idle',
    });
    expect(startDownload([EPUB, KINDLE], NO_PREFS)).toMatchObject({
      step: 'standardOverview',
      format: REVIEW_COPY_FORMAT.epub,
      kindleMethod: null,
      emailLock: 'unlocked',
    });
    expect(startDownload([], NO_PREFS).step).toBe('selectFormat');
  });
});

describe('select format', () => {
  const select = startDownload([EPUB, PDF, KINDLE, MP3, EXTERNAL], NO_PREFS);
  const atSelect = run(select, { type: 'back' }).state;

  it('Back from a first step leads to select format when there is a choice, and is absent with one format', () => {
    expect(select.step).toBe('standardOverview');
    expect(atSelect.step).toBe('selectFormat');
    expect(backStep(atSelect)).toBeNull();
    expect(backStep(startDownload([EPUB], NO_PREFS))).toBeNull();
    expect(run(startDownload([EPUB], NO_PREFS), { type: 'back' }).state.step).toBe('standardOverview');
  });
  it('choosing a format changes the selection; an unknown format is ignored', () => {
    expect(run(atSelect, { type: 'chooseFormat', format: REVIEW_COPY_FORMAT.kindle }).state.format).toBe(REVIEW_COPY_FORMAT.kindle);
    expect(run(atSelect, { type: 'chooseFormat', format: REVIEW_COPY_FORMAT.mobi }).state.format).toBe(REVIEW_COPY_FORMAT.pdf);
  });
  it('Continue with EPUB or PDF goes to standard overview and saves the preferred format', () => {
    const { state, effects } = run(atSelect, { type: 'chooseFormat', format: REVIEW_COPY_FORMAT.epub }, { type: 'continue' });
    expect(state.step).toBe('standardOverview');
    expect(effects).toEqual([{ type: 'savePreferredFormat', format: REVIEW_COPY_FORMAT.epub }]);
    expect(state.preferences.preferredFormat).toBe('2');
  });
  it('Continue with the already preferred format saves nothing', () => {
    const preferred = run(startDownload([EPUB, PDF], { ...NO_PREFS, preferredFormat: '3' }), { type: 'back' }).state;
    expect(run(preferred, { type: 'continue' }).effects).toEqual([]);
  });
  it('Continue with Kindle goes to Kindle info', () => {
    expect(run(atSelect, { type: 'chooseFormat', format: REVIEW_COPY_FORMAT.kindle }, { type: 'continue' }).state.step).toBe('kindleInfo');
  });
  it('Continue with audio goes to audio overview', () => {
    expect(run(atSelect, { type: 'chooseFormat', format: REVIEW_COPY_FORMAT.audioMp3 }, { type: 'continue' }).state.step).toBe('audioOverview');
  });
  it('Continue with external goes to external URL overview', () => {
    expect(run(atSelect, { type: 'chooseFormat', format: REVIEW_COPY_FORMAT.externalUrl }, { type: 'continue' }).state.step).toBe(
      'externalUrlOverview',
    );
  });
  it('Continue without a format does nothing', () => {
    const none = startDownload([], NO_PREFS);
    expect(canContinue(none)).toBe(false);
    expect(run(none, { type: 'continue' })).toEqual({ state: none, effects: [] });
  });
});

describe('standard overview', () => {
  it('Download opens the download in a new window, keeps an EPUB for the web reader and refreshes downloads', () => {
    const { state, effects } = run(startDownload([EPUB, KINDLE], NO_PREFS), { type: 'download' });
    expect(effects).toEqual([
      { type: 'openDownload', url: EPUB.resourceUri },
      { type: 'keepForReader', resourceId: EPUB.resourceId },
      { type: 'refreshDownloads' },
    ]);
    expect(state.downloadStarted).toBe(true);
  });
  it('a PDF is only downloaded: the web reader opens EPUBs', () => {
    const { effects } = run(startDownload([PDF], NO_PREFS), { type: 'download' });
    expect(effects).toEqual([{ type: 'openDownload', url: PDF.resourceUri }, { type: 'refreshDownloads' }]);
  });
  it('Download does nothing on steps without a download', () => {
    const kindle = startDownload([KINDLE], KINDLE_PREFS);
    expect(run(kindle, { type: 'download' }).effects).toEqual([]);
  });
});

describe('Kindle info', () => {
  const fresh = run(
    startDownload([EPUB, KINDLE], NO_PREFS),
    { type: 'back' },
    { type: 'chooseFormat', format: REVIEW_COPY_FORMAT.kindle },
    { type: 'continue' },
  ).state;

  it('asks for a method and a valid email before saving', () => {
    expect(run(fresh, { type: 'continue' }).state.kindleError).toBe('methodRequired');
    const method = run(fresh, { type: 'chooseKindleMethod', method: 2 }).state;
    expect(run(method, { type: 'continue' }).state.kindleError).toBe('emailRequired');
    const bad = run(method, { type: 'editKindleEmail', email: 'not-an-email' }, { type: 'continue' });
    expect(bad.state.kindleError).toBe('emailInvalid');
    expect(bad.effects).toEqual([]);
  });
  it('Continue saves the preferences, then goes to Kindle overview once saved', () => {
    const saving = run(
      fresh,
      { type: 'chooseKindleMethod', method: 1 },
      { type: 'editKindleEmail', email: ' me@example.com ' },
      { type: 'continue' },
    );
    expect(saving.effects).toEqual([{ type: 'saveKindle', method: 1, kindleEmail: 'me@example.com' }]);
    expect(saving.state).toMatchObject({ step: 'kindleInfo', saving: true });
    expect(canContinue(saving.state)).toBe(false);
    const saved = run(saving.state, {
      type: 'kindleSaved',
      preferences: { kindleDownloadMethod: '1', kindleEmail: 'me@example.com', preferredFormat: '4' },
    }).state;
    expect(saved).toMatchObject({ step: 'kindleOverview', saving: false, emailLock: 'locked', kindleEmail: 'me@example.com' });
  });
  it('a failed save stays on Kindle info with an error', () => {
    const saving = run(
      fresh,
      { type: 'chooseKindleMethod', method: 2 },
      { type: 'editKindleEmail', email: 'me@kindle.com' },
      { type: 'continue' },
    ).state;
    expect(run(saving, { type: 'kindleSaveFailed' }).state).toMatchObject({ step: 'kindleInfo', saving: false, kindleError: 'saveFailed' });
  });
  it('Back goes to select format', () => {
    expect(run(fresh, { type: 'back' }).state.step).toBe('selectFormat');
  });
});

describe('Kindle email lock', () => {
  const locked = run(
    startDownload([EPUB, KINDLE], KINDLE_PREFS),
    { type: 'back' },
    { type: 'chooseFormat', format: REVIEW_COPY_FORMAT.kindle },
    { type: 'continue' },
  ).state;

  it('is locked once an email exists: edits are ignored and Continue saves the method only', () => {
    expect(locked).toMatchObject({ step: 'kindleInfo', emailLock: 'locked', kindleEmail: 'reader@kindle.com' });
    expect(run(locked, { type: 'editKindleEmail', email: 'other@kindle.com' }).state.kindleEmail).toBe('reader@kindle.com');
    expect(run(locked, { type: 'chooseKindleMethod', method: 1 }, { type: 'continue' }).effects).toEqual([{ type: 'saveKindle', method: 1 }]);
  });
  it('changing it asks for the disclaimer confirmation; Cancel keeps it locked', () => {
    const confirming = run(locked, { type: 'requestEmailChange' }).state;
    expect(confirming.emailLock).toBe('confirming');
    expect(canContinue(confirming)).toBe(false);
    expect(run(confirming, { type: 'cancelEmailChange' }).state.emailLock).toBe('locked');
  });
  it('after confirming, the email can be changed and is saved with the method', () => {
    const { state, effects } = run(
      locked,
      { type: 'requestEmailChange' },
      { type: 'confirmEmailChange' },
      { type: 'editKindleEmail', email: 'new@kindle.com' },
      { type: 'continue' },
    );
    expect(state.emailLock).toBe('unlocked');
    expect(effects).toEqual([{ type: 'saveKindle', method: 2, kindleEmail: 'new@kindle.com' }]);
  });
  it('locks again when Kindle info is entered again', () => {
    const unlocked = run(locked, { type: 'requestEmailChange' }, { type: 'confirmEmailChange' }, { type: 'editKindleEmail', email: 'x@y.z' }).state;
    const again = run(unlocked, { type: 'back' }, { type: 'continue' }).state;
    expect(again).toMatchObject({ step: 'kindleInfo', emailLock: 'locked', kindleEmail: 'reader@kindle.com' });
  });
});

describe('Kindle overview', () => {
  const overview = startDownload([EPUB, KINDLE], { ...KINDLE_PREFS, preferredFormat: '4' });

  it('sends the request: sending, then the success info (downloads refreshed), whose dismissal closes the modal', () => {
    const sending = run(overview, { type: 'send' });
    expect(sending.effects).toEqual([{ type: 'sendToKindle', resourceId: KINDLE.resourceId }]);
    expect(sending.state.kindleSend).toBe('sending');
    expect(run(sending.state, { type: 'send' }).effects).toEqual([]);
    const succeeded = run(sending.state, { type: 'sendSucceeded' });
    expect(succeeded.effects).toEqual([{ type: 'refreshDownloads' }]);
    const sent = succeeded.state;
    expect(sent.kindleSend).toBe('sent');
    expect(run(sent, { type: 'back' }).state).toEqual(sent);
    expect(run(sent, { type: 'dismissInfo' }).effects).toEqual([{ type: 'close' }]);
  });
  it('a failed send shows the failure info, whose dismissal returns to the overview', () => {
    const failed = run(overview, { type: 'send' }, { type: 'sendFailed' }).state;
    expect(failed.kindleSend).toBe('failed');
    expect(run(failed, { type: 'dismissInfo' }).state).toMatchObject({ step: 'kindleOverview', kindleSend: 'idle' });
  });
  it('without a saved Kindle email, Send leads to Kindle info first', () => {
    const { state, effects } = run(startDownload([KINDLE], NO_PREFS), { type: 'send' });
    expect(state.step).toBe('kindleInfo');
    expect(effects).toEqual([]);
  });
  it('Back goes to Kindle info', () => {
    expect(run(overview, { type: 'back' }).state).toMatchObject({ step: 'kindleInfo', emailLock: 'locked' });
  });
});

describe('audio', () => {
  const audio = run(
    startDownload([EPUB, MP3], NO_PREFS),
    { type: 'back' },
    { type: 'chooseFormat', format: REVIEW_COPY_FORMAT.audioMp3 },
    { type: 'continue' },
  ).state;

  it('audio overview Continue goes to audio download, whose Back returns', () => {
    const download = run(audio, { type: 'continue' }).state;
    expect(download.step).toBe('audioDownload');
    expect(run(download, { type: 'back' }).state.step).toBe('audioOverview');
  });
  it('audio download downloads the zip, or a chapter the entry lists, and refreshes downloads', () => {
    const download = run(audio, { type: 'continue' }).state;
    expect(audioDownloadUrl(MP3)).toBe(MP3.audioZipUrl);
    expect(run(download, { type: 'download' }).effects).toEqual([{ type: 'openDownload', url: MP3.audioZipUrl }, { type: 'refreshDownloads' }]);
    expect(run(download, { type: 'download', url: MP3.audioChapterUrlByChapter!['1'] }).effects[0]).toEqual({
      type: 'openDownload',
      url: MP3.audioChapterUrlByChapter!['1'],
    });
    expect(run(download, { type: 'download', url: 'https://elsewhere.example/x' }).effects[0]).toEqual({
      type: 'openDownload',
      url: MP3.audioZipUrl,
    });
  });
});

describe('external URL overview', () => {
  it('Continue opens the resource URL', () => {
    const { state, effects } = run(startDownload([EXTERNAL], NO_PREFS), { type: 'continue' });
    expect(effects).toEqual([{ type: 'openExternal', url: EXTERNAL.resourceUri }]);
    expect(state.downloadStarted).toBe(true);
  });
});
