import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReaderViewed } from '../../../shared/contracts/reader.ts';
import {
  furthestPosition,
  percentFromFraction,
  positionToOpen,
  type DevicePosition,
  type ReadingPosition,
} from '../../../shared/domain/readerPosition.ts';
import type { StoredGalley } from '../../lib/offline/db.ts';
import { openEpub, LOCATION_CHARS, type EpubView, type Location, type TocEntry } from './epubView.ts';
import type { BookLayout } from './bookLayout.ts';
import { byDeadline, FIRST_PAGE_DEADLINE_MS, PageNotShown } from './deadline.ts';
import { openGalley } from './openGalley.ts';
import { openStoredGalley, startReader, takeReaderStart, type OpeningBook } from './readerStart.ts';
import { removeGalley, saveLocations, storedLocations } from '../../entities/galley/galleyStore.ts';
import { backUpPosition } from '../../lib/offline/positionBackup.ts';
import { saveLocalPosition, sendPendingPositions, sendPosition } from '../../entities/galley/readingPositions.ts';
import { readerViewedQuery } from '../../entities/galley/queries.ts';
import type { ReaderSettings } from './readerSettings.ts';
import { keyTurn, swipeTurn, tapZone } from './tapZone.ts';
import type { ReaderPhase, ReaderState } from './readerState.ts';

/** How long after the last page turn the position is sent to the server. */
const SEND_DELAY_MS = 1000;
/** How long a page stays before it is kept as the position. */
const SETTLE_MS = 250;

/** Performance marks the reader bench reads (bench/reader.ts). */
export const READER_MARKS = { open: 'reader:open', firstPage: 'reader:firstPage', turn: 'reader:turn' } as const;
// reader:open is marked when the opening starts (readerStart.ts: as the reader's code loads, else here).

/**
 * Opens a galley in `container`: from Dexie when stored (no network), else downloaded and stored first. Restores
 * the last position (positionToOpen: this device's, or the server's when another device got further since; a
 * percent-only server position is reached once locations exist, unless the reader moved meanwhile), keeps the position locally at each page turn and sends it,
 * and generates locations in the background after the first page, cached in Dexie.
 */
/** What the page tells the screen around it: a tap in its middle (the toolbar shows or hides), a page turn (the toolbar hides). */
export interface ReaderEvents {
  frameTitle: string;
  onMenuTap(): void;
  onTurn(): void;
}

export function useReader(sku: string, container: HTMLElement | null, settings: ReaderSettings, events: ReaderEvents): ReaderState {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<ReaderPhase>({ kind: 'opening' });
  const [title, setTitle] = useState('');
  const [toc, setToc] = useState<TocEntry[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const [spineIndex, setSpineIndex] = useState<number | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const [layout, setLayout] = useState<BookLayout | null>(null);
  const viewRef = useRef<EpubView | null>(null);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const eventsRef = useRef(events);
  useEffect(() => {
    eventsRef.current = events;
  }, [events]);

  // Movement bookkeeping shared by the event handlers of one opened book.
  const session = useRef({
    cfi: '',
    percent: 0,
    userMoved: false,
    saveNext: false,
    turnStarted: 0,
    pendingPercent: null as number | null,
    floor: 0,
    kept: null as number | null,
    location: null as Location | null,
  });

  const move = useCallback((action: (view: EpubView) => Promise<void>, timed: boolean) => {
    const view = viewRef.current;
    if (!view) return;
    const s = session.current;
    s.userMoved = true;
    s.saveNext = true;
    s.pendingPercent = null;
    s.kept = null;
    if (timed) s.turnStarted = performance.now();
    eventsRef.current.onTurn();
    void action(view).catch((error: unknown) => console.warn('reader could not move', error));
  }, []);

  const next = useCallback(() => move((view) => view.next(), true), [move]);
  const prev = useCallback(() => move((view) => view.prev(), true), [move]);
  const goTo = useCallback((href: string) => move((view) => view.display(href), false), [move]);

  useEffect(() => {
    viewRef.current?.setTheme(settings.theme);
  }, [settings.theme]);
  useEffect(() => {
    void viewRef.current?.setFontSize(settings.fontSize).catch((error: unknown) => console.warn('text size not applied', error));
  }, [settings.fontSize]);

  useEffect(() => {
    if (!container) return;
    let cancelled = false;
    let view: EpubView | null = null;
    let opening: OpeningBook | null = null;
    let locationsReady = false;
    let localAtOpen: DevicePosition | null = null;
    const s = session.current;
    Object.assign(s, {
      cfi: '',
      percent: 0,
      userMoved: false,
      saveNext: false,
      turnStarted: 0,
      pendingPercent: null,
      floor: 0,
      kept: null,
      location: null,
    });
    setPhase({ kind: 'opening' });
    // Begun as the reader's code loaded (the galley is read and unzipped while the page renders), or now.
    const start = takeReaderStart(sku) ?? startReader(sku);

    // The server's reader products: needed first only when the galley is not on this device; otherwise asked
    // after the first page, so that nothing competes with it.
    let viewedAnswer: Promise<ReaderViewed | null> | null = null;
    const viewed = () => (viewedAnswer ??= queryClient.fetchQuery({ ...readerViewedQuery, staleTime: 0 }).catch(() => null));

    // The position is kept on the device at once, and sent once the reader stops turning for a moment (one PUT
    // for a run of pages, no network work between two turns); at the latest when the reader closes.
    let sendTimer: ReturnType<typeof setTimeout> | undefined;
    const send = async () => {
      sendTimer = undefined;
      const answer = await sendPosition(sku);
      if (answer) {
        queryClient.setQueryData<ReaderViewed>(readerViewedQuery.queryKey, (old) =>
          old ? { ...old, lastReadPositionBySku: { ...old.lastReadPositionBySku, [sku]: answer } } : old,
        );
      }
    };
    const sendSoon = () => {
      clearTimeout(sendTimer);
      sendTimer = setTimeout(() => void send().catch((error: unknown) => console.warn('position not sent', error)), SEND_DELAY_MS);
    };
    /** The last position whose write to the device has not finished yet. */
    let saving: ReadingPosition | null = null;
    /** The position last kept on the device: the one found there at opening, then each one saved since. */
    let lastKept: ReadingPosition | null = null;
    const savePosition = async (position: ReadingPosition) => {
      saving = position;
      lastKept = position;
      await saveLocalPosition(sku, position);
      if (saving === position) saving = null;
      sendSoon();
    };
    // A turn may relocate more than once while the columns settle (even back to the page before): the page is kept
    // once it has stayed a moment, so that neither the device nor the server (which keeps the furthest) gets a page
    // the reader never stopped on.
    let settleTimer: ReturnType<typeof setTimeout> | undefined;
    let unsaved: ReadingPosition | null = null;
    const saveUnsaved = () => {
      clearTimeout(settleTimer);
      settleTimer = undefined;
      const position = unsaved;
      unsaved = null;
      if (position) void savePosition(position).catch((error: unknown) => console.warn('position not saved', error));
    };
    // Leaving: a write to IndexedDB not finished (or begun now) may never finish once the page goes, so the page is
    // also backed up at once.
    const leave = () => {
      const last = unsaved ?? saving;
      if (last) backUpPosition(sku, last);
      saveUnsaved();
    };
    const saveWhenSettled = (position: ReadingPosition) => {
      unsaved = position;
      clearTimeout(settleTimer);
      settleTimer = setTimeout(saveUnsaved, SETTLE_MS);
    };

    const jumpToPendingPercent = async () => {
      if (!view || !locationsReady || s.pendingPercent === null || s.userMoved) return;
      const target = s.pendingPercent;
      s.pendingPercent = null;
      const cfi = view.cfiAt(target / 100);
      if (!cfi) return;
      s.saveNext = true;
      s.percent = target;
      s.floor = target;
      await view.display(cfi);
    };

    const onRelocated = (location: Location) => {
      const cfi = location.start.cfi;
      s.cfi = cfi;
      setSpineIndex(location.start.index);
      setEdges((old) =>
        old.atStart === location.atStart && old.atEnd === location.atEnd ? old : { atStart: location.atStart, atEnd: location.atEnd },
      );
      if (s.turnStarted) {
        performance.measure(READER_MARKS.turn, { start: s.turnStarted, end: performance.now() });
        s.turnStarted = 0;
      }
      s.location = location;
      const fraction = view?.fraction(location) ?? null;
      // After a jump to a known percent, the page reached counts as at least that far (locations round down).
      // A position opened with its percent (this device's, or the server's) keeps that percent until the reader moves:
      // the page laid out again may start a little before or after it, and the percent must not jump for it.
      if (s.kept !== null) s.percent = s.kept;
      else if (fraction !== null) s.percent = Math.max(percentFromFraction(fraction), s.floor);
      s.floor = 0;
      setPercent(s.percent);
      // Once the reader has turned a page, every page shown is kept (epubjs may relocate again after a turn, as the
      // columns settle): the device keeps the page on screen, not the one the turn first reported.
      if (s.saveNext || s.userMoved) {
        s.saveNext = false;
        saveWhenSettled({ cfi, percentOfBookCompleted: s.percent });
      }
    };

    /** The server's position, when another device reached it later and further, and the reader has not moved yet. */
    const applyServer = async (answer: ReaderViewed | null, galley: StoredGalley) => {
      if (!answer || cancelled || !view) return;
      const expired = answer.expiredProducts.some((p) => p.sku === sku);
      const active = answer.activeProducts.some((p) => p.sku === sku);
      if (expired || !active) {
        await removeGalley(galley.sku);
        if (!cancelled) setPhase({ kind: 'refused', reason: expired ? 'expired' : 'unavailable' });
        return;
      }
      const server = answer.lastReadPositionBySku[sku];
      if (!server || s.userMoved || positionToOpen(localAtOpen, server) !== server) return;
      const shown = { cfi: s.cfi, percentOfBookCompleted: s.percent };
      if (furthestPosition(shown, server) === shown) return;
      if (server.cfi) {
        s.saveNext = true;
        s.percent = server.percentOfBookCompleted;
        s.kept = server.percentOfBookCompleted;
        await view.display(server.cfi, true);
      } else {
        s.pendingPercent = server.percentOfBookCompleted;
        await jumpToPendingPercent();
      }
    };

    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
      const turn = keyTurn(event.key, view?.layout.direction);
      if (!turn) return;
      event.preventDefault();
      move((v) => (turn === 'next' ? v.next() : v.prev()), true);
    };
    let touchX: number | null = null;
    const onTouchStart = (event: TouchEvent) => {
      touchX = event.changedTouches[0]?.clientX ?? null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const endX = event.changedTouches[0]?.clientX;
      if (touchX === null || endX === undefined) return;
      const dx = endX - touchX;
      touchX = null;
      const turn = swipeTurn(dx, view?.layout.direction);
      if (turn) move((v) => (turn === 'next' ? v.next() : v.prev()), true);
    };
    // A tap (a click without a drag or a selection, not on a link): the left third turns back, the right third on,
    // the middle shows or hides the toolbar. `x` is across the whole window.
    const tapAt = (x: number) => {
      const box = container.getBoundingClientRect();
      const zone = tapZone(x, box.left, box.width, view?.layout.direction);
      if (zone === 'menu') eventsRef.current.onMenuTap();
      else move((v) => (zone === 'next' ? v.next() : v.prev()), true);
    };
    const isTap = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return false;
      const target = event.target as (Node & { closest?: (selector: string) => Element | null }) | null;
      if (target?.closest?.('a[href], button, input, select, textarea')) return false;
      const selection = target?.ownerDocument?.getSelection();
      return !selection || selection.isCollapsed;
    };
    const onFrameClick = (event: MouseEvent) => {
      if (!isTap(event)) return;
      // The chapter's frame is as wide as all its pages, shifted to the one shown: its left edge gives the offset.
      const frame = (event.view as (Window & { frameElement: Element | null }) | null)?.frameElement;
      tapAt((frame?.getBoundingClientRect().left ?? 0) + event.clientX);
    };
    const onContainerClick = (event: MouseEvent) => {
      if (isTap(event)) tapAt(event.clientX);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pagehide', leave);
    container.addEventListener('touchstart', onTouchStart, { passive: true });
    container.addEventListener('touchend', onTouchEnd, { passive: true });
    container.addEventListener('click', onContainerClick);

    void (async () => {
      let stored = await start.stored;
      if (!stored && !cancelled) {
        const downloaded = await openGalley(sku, viewed);
        if (!cancelled) stored = 'refused' in downloaded ? downloaded : await openStoredGalley(downloaded.galley);
      }
      if (stored && 'book' in stored) opening = stored;
      if (cancelled || !stored) {
        opening?.book.destroy();
        return;
      }
      if ('refused' in stored) {
        setPhase({ kind: 'refused', reason: stored.refused });
        return;
      }
      const galley = stored.galley;
      localAtOpen = (await start.local) ?? null;
      lastKept = localAtOpen;
      const known = queryClient.getQueryData<ReaderViewed>(readerViewedQuery.queryKey)?.lastReadPositionBySku[sku];
      const startAt = positionToOpen(localAtOpen, known);
      await stored.opened;
      if (cancelled) return; // the cleanup destroyed the book
      view = openEpub(stored.book, container, settingsRef.current, eventsRef.current.frameTitle);
      viewRef.current = view;
      setLayout(view.layout);
      view.rendition.on('relocated', onRelocated);
      view.rendition.on('keydown', onKey);
      view.rendition.on('touchstart', onTouchStart);
      view.rendition.on('touchend', onTouchEnd);
      view.rendition.on('click', onFrameClick);
      s.percent = startAt?.cfi ? startAt.percentOfBookCompleted : 0;
      s.kept = startAt?.cfi ? startAt.percentOfBookCompleted : null;
      if (startAt && !startAt.cfi && startAt.percentOfBookCompleted > 0) s.pendingPercent = startAt.percentOfBookCompleted;
      // One render of the screen around the page (title and controls) while the page is laid out.
      setTitle(galley.name);
      setPhase({ kind: 'reading' });
      // Shown within FIRST_PAGE_DEADLINE_MS, or the reader says so and offers the title page: never a blank screen.
      const deadline = Date.now() + FIRST_PAGE_DEADLINE_MS;
      try {
        await byDeadline(view.display(startAt?.cfi || undefined, true), deadline);
      } catch (error) {
        if (error instanceof PageNotShown || !startAt?.cfi) throw error;
        // A CFI this file no longer has (a new version of the galley): start at the beginning.
        console.warn('stored position not found in the galley', error);
        await byDeadline(view.display(), deadline);
      }
      if (cancelled) return;
      performance.mark(READER_MARKS.firstPage);
      performance.measure(READER_MARKS.firstPage, READER_MARKS.open, READER_MARKS.firstPage);

      void view.toc().then((entries) => !cancelled && setToc(entries));
      void viewed().then((answer) => applyServer(answer, galley));
      void sendPendingPositions();

      // Locations for the percent: after the first page, in the background, cached per file.
      setTimeout(async () => {
        if (cancelled || !view) return;
        try {
          const cached = await storedLocations(galley, LOCATION_CHARS);
          const json = await view.locations(cached);
          if (cancelled) return;
          if (!cached && json !== null) await saveLocations(galley, LOCATION_CHARS, json);
          locationsReady = true;
          const fraction = s.location ? view.fraction(s.location) : null;
          if (fraction !== null && s.kept === null) {
            s.percent = percentFromFraction(fraction);
            setPercent(s.percent);
            // Pages kept before the locations existed carry no percent: the page on screen gets its percent now, kept
            // with it when it is still settling, or kept again at once (no wait between, so a reload cannot lose it).
            const shown = { cfi: s.cfi, percentOfBookCompleted: s.percent };
            if (unsaved?.cfi === s.cfi) unsaved = shown;
            else if (lastKept?.cfi === s.cfi && lastKept.percentOfBookCompleted < s.percent) await savePosition(shown);
          }
          await jumpToPendingPercent();
        } catch (error) {
          console.warn('locations could not be made', error);
        }
      }, 0);
    })().catch((error: unknown) => {
      console.error('the galley could not be opened', error);
      if (!cancelled) setPhase({ kind: 'refused', reason: view ? 'notShown' : 'failed' });
    });

    return () => {
      cancelled = true;
      saveUnsaved();
      if (sendTimer) {
        clearTimeout(sendTimer);
        void send().catch(() => undefined);
      }
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pagehide', leave);
      container.removeEventListener('touchstart', onTouchStart);
      container.removeEventListener('touchend', onTouchEnd);
      container.removeEventListener('click', onContainerClick);
      if (view) view.destroy();
      else opening?.book.destroy();
      if (viewRef.current === view) viewRef.current = null;
    };
  }, [sku, container, queryClient, move]);

  return { phase, title, toc, percent, spineIndex, atStart: edges.atStart, atEnd: edges.atEnd, layout, next, prev, goTo };
}
