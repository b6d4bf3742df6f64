import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { detailJacketSizes, jacketSrcSet, jacketUri, withHeight, type JacketSource } from '../../shared/domain/coverSizes.ts';
import { titleShellFacts } from '../services/titles.ts';
import { apiNotFound } from './problem.ts';
import { pathOf } from '../../shared/contracts/endpoint.ts';
import { getMe } from '../../shared/contracts/routes/session.ts';
import { getProduct } from '../../shared/contracts/routes/titles.ts';
import { getShelves } from '../../shared/contracts/routes/shelves.ts';
import { getMyRequests } from '../../shared/contracts/routes/requests.ts';
import { getDownloads } from '../../shared/contracts/routes/downloads.ts';
import { getMyReviews } from '../../shared/contracts/routes/myReviews.ts';
import { AFTER_PAINT_TEMPLATE_ID } from '../../shared/staticShell.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A title page's path: /title/{sku} (the skus our links use). */
const TITLE_PATH = /^\/title\/([A-Za-z0-9][A-Za-z0-9._-]{0,63})\/?$/;

/**
 * The GET requests the app makes first on a screen, before anything it renders (the session when signed in, then
 * the route loader's reads: routes/__root.tsx, routes/_shell/title.$sku.tsx, pages/yourBooks/loadYourBooks.ts).
 * Preloaded from the HTML, they arrive while the JavaScript loads instead of after it ran. Only a signed-in visitor's
 * session is preloaded: an anonymous one answers 401, and Chromium drops a preload that failed instead of using it.
 * Same URLs, credentials mode ('same-origin': crossorigin="anonymous") and mode (cors) as the app's fetch, else the
 * browser fetches again.
 */
function firstReads(pathname: string, signedIn: boolean): string[] {
  const session = signedIn ? [getMe.path] : [];
  const title = TITLE_PATH.exec(pathname);
  if (title) return [...session, pathOf(getProduct, { sku: title[1]! })];
  if (signedIn && /^\/yourbooks\/?$/.test(pathname)) {
    return [...session, ...[getShelves, getMyRequests, getDownloads, getMyReviews].map((route) => route.path)];
  }
  return [];
}

/** The screen of a path whose code the build listed (scripts/viteChunkModules.ts, routeChunks), if any. */
function screenOf(pathname: string, signedIn: boolean): string | undefined {
  if (TITLE_PATH.test(pathname)) return 'title';
  // An anonymous visitor is sent from /yourbooks to /.
  if (signedIn && /^\/yourbooks\/?$/.test(pathname)) return 'yourbooks';
  return undefined;
}

/**
 * A title page as the static shell draws it before any script runs: the title's name where the page writes it and
 * its jacket where and as large as the page draws it (the same files, srcset and sizes as pages/title/DetailJacket.tsx,
 * so the browser fetches it once), sized by index.html's boot-page rules. The jacket is the page's largest
 * contentful paint: drawn with the HTML, it no longer waits for the scripts. React replaces it on its first render.
 */
function titleScreen(sku: string, facts: { name: string; images: JacketSource['images'] }): string {
  const product = { sku, images: facts.images };
  const sizes = escapeAttribute(detailJacketSizes(false));
  const webp = jacketSrcSet(product, 'webp');
  const source = webp ? `<source type="image/webp" srcset="${escapeAttribute(webp)}" sizes="${sizes}">` : '';
  return (
    `<div class="boot-page"><div class="boot-heading">${escapeAttribute(facts.name)}</div><picture>${source}` +
    `<img class="boot-jacket" src="${escapeAttribute(withHeight(jacketUri(product), 600))}" ` +
    `srcset="${escapeAttribute(jacketSrcSet(product, 'original')!)}" sizes="${sizes}" width="300" height="450" alt="" fetchpriority="high">` +
    '</picture></div>'
  );
}

/** Headings of screens drawn in the static shell, from the locale files (scripts/viteScreenTexts.ts). */
type ScreenTexts = Partial<Record<'yourbooks' | 'home', { title: string; subtitle: string }>>;

/**
 * A screen's heading as the static shell draws it (as ui/ScreenPage.tsx does, sized by index.html's boot-page rules),
 * then `after` (skeleton lines where the screen's body comes): on signed-in /yourbooks its subtitle and on an anonymous
 * visitor's / its heading is the largest contentful paint, drawn with the HTML instead of after the scripts.
 */
function headingScreen(texts: { title: string; subtitle: string }, after = ''): string {
  return `<div class="boot-page"><div class="boot-screen-title">${escapeAttribute(texts.title)}</div><p class="boot-screen-subtitle">${escapeAttribute(texts.subtitle)}</p></div>${after}`;
}

/** The screen the static shell draws for a path without a title: its heading, if the server knows it. */
function drawnHeading(pathname: string, signedIn: boolean, texts: ScreenTexts): string | null {
  if (signedIn && /^\/yourbooks\/?$/.test(pathname)) return texts.yourbooks ? headingScreen(texts.yourbooks) : null;
  // An anonymous visitor's home (a signed-in one's heading says their name): the lanes' skeleton below it.
  if (!signedIn && /^\/(home\/?)?$/.test(pathname) && texts.home)
    return headingScreen(texts.home, '<div class="boot-line"></div><div class="boot-line boot-short"></div>');
  return null;
}

/**
 * What the shell of a screen carries besides index.html: <link> tags that start the screen's code (the route's chunks,
 * see screenOf) and its first reads (see firstReads) once the static shell has painted (`later`: index.html's
 * after-paint template, as the app's own code), its largest image in its head, and for a title page the screen itself
 * in place of the skeleton lines (titleScreen). On a title page the jacket is preloaded at the size the page draws it
 * (the same srcset and sizes as pages/title/DetailJacket.tsx, so that the browser picks the same file).
 */
async function shellParts(app: FastifyInstance, request: FastifyRequest, routeChunks: Record<string, string[]>, texts: ScreenTexts) {
  const pathname = request.url.split('?')[0]!;
  const signedIn = Boolean(request.cookies?.[app.sessionCookieName]);
  const links = firstReads(pathname, signedIn).map(
    (href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}">`,
  );
  const screen = screenOf(pathname, signedIn);
  for (const file of screen ? (routeChunks[screen] ?? []) : [])
    links.push(`<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeAttribute(file)}">`);
  const title = TITLE_PATH.exec(pathname);
  const facts = title ? await titleShellFacts(app.config.database.db, title[1]!).catch(() => null) : null;
  if (!title || !facts) return { head: '', later: links.join(''), screen: drawnHeading(pathname, signedIn, texts) };
  const product = { sku: title[1]!, images: facts.images };
  const webp = jacketSrcSet(product, 'webp');
  const srcset = webp ?? jacketSrcSet(product, 'original')!;
  const type = webp ? ' type="image/webp"' : '';
  const jacket =
    `<link rel="preload" as="image" fetchpriority="high"${type} href="${escapeAttribute(withHeight(jacketUri(product), 600))}" ` +
    `imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(detailJacketSizes(false))}">`;
  return { head: jacket, later: links.join(''), screen: titleScreen(title[1]!, facts) };
}

/** Where index.html's after-paint template opens: a screen's reads and code go in it. */
const AFTER_PAINT_OPEN = `<template id="${AFTER_PAINT_TEMPLATE_ID}">`;

/** The skeleton lines of index.html's boot-main (the static shell), replaced by a screen drawn by the server. */
const BOOT_SKELETON = /(<div class="boot-main" aria-busy="true">)[\s\S]*?(<noscript>)/;

/**
 * Serves the built client: hashed /assets/* immutable, everything else (index.html, sw.js,
 * manifest.webmanifest, icons) no-cache; precompressed .br/.gz when present. Unknown non-/api GETs that accept
 * HTML get index.html (the SPA's routes); unknown /api paths answer 404 problem+json.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | undefined) {
  const root = clientDir ? path.resolve(clientDir) : undefined;
  const hasClient = root !== undefined && existsSync(path.join(root, 'index.html'));
  const shell = hasClient ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  const chunksFile = hasClient ? path.join(root, 'route-chunks.json') : '';
  const routeChunks = (chunksFile && existsSync(chunksFile) ? JSON.parse(readFileSync(chunksFile, 'utf8')) : {}) as Record<string, string[]>;
  const textsFile = hasClient ? path.join(root, 'screen-texts.json') : '';
  const texts = (textsFile && existsSync(textsFile) ? JSON.parse(readFileSync(textsFile, 'utf8')) : {}) as ScreenTexts;
  /** index.html, with the screen's preloads in its head and its drawn screen when it has them (then compressed here; else the file's .br/.gz). */
  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    reply.header('Cache-Control', NO_CACHE);
    // What is preloaded depends on the session cookie (the signed-in screens' reads).
    reply.header('Vary', 'Cookie');
    const parts = await shellParts(app, request, routeChunks, texts);
    if (!parts.head && !parts.later && !parts.screen) return reply.sendFile('index.html');
    let html = shell.replace('</title>', () => `</title>${parts.head}`).replace(AFTER_PAINT_OPEN, (open) => open + parts.later);
    if (parts.screen) html = html.replace(BOOT_SKELETON, (_, open: string, close: string) => open + parts.screen + close);
    reply.type('text/html; charset=utf-8');
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(html);
    reply.header('Content-Encoding', 'gzip');
    return reply.send(gzipSync(html));
  }
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'ignore',
      setHeaders(res, filePath: string) {
        const rel = path.relative(root, filePath).split(path.sep).join('/');
        res.header('Cache-Control', rel.startsWith('assets/') ? IMMUTABLE : NO_CACHE);
      },
    });
    // The static plugin refuses directory paths; the root is the shell.
    app.get('/', { schema: { hide: true } }, sendShell);
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (hasClient && !isApi(request.url) && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml) return sendShell(request, reply);
    return apiNotFound(request, reply);
  });
}
