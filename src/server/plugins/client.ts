import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiNotFound } from './problem.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built client: hashed /assets/* immutable, everything else (index.html, sw.js,
 * manifest.webmanifest, icons) no-cache; precompressed .br/.gz when present. Unknown non-/api GETs that accept
 * HTML get index.html (the SPA's routes); unknown /api paths answer 404 problem+json.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | undefined) {
  const root = clientDir ? path.resolve(clientDir) : undefined;
  const hasClient = root !== undefined && existsSync(path.join(root, 'index.html'));
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
    app.get('/', { schema: { hide: true } }, (_request, reply) => {
      reply.header('Cache-Control', NO_CACHE);
      return reply.sendFile('index.html');
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (hasClient && !isApi(request.url) && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      reply.header('Cache-Control', NO_CACHE);
      return reply.sendFile('index.html');
    }
    return apiNotFound(request, reply);
  });
}
