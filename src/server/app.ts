import Fastify, { type FastifyInstance, type FastifySchema, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import helmet from 'helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import './zodLocale.ts';
import { registerClient } from './plugins/client.ts';
import { registerJsonParser } from './plugins/jsonBody.ts';
import { problemPlugin, sendProblem } from './plugins/problem.ts';
import { textGuardPlugin } from './plugins/textGuard.ts';
import { sessionPlugin } from './plugins/session.ts';
import { privateAnswersPlugin } from './plugins/privateAnswers.ts';
import { changeUserPlugin } from './plugins/changeUser.ts';
import { writeNoticesPlugin } from './plugins/writeNotices.ts';
import { routePlugins } from './routes/all.ts';
import { summarySchedulerPlugin } from './plugins/summaryScheduler.ts';
import { PushSender, registerPushSender } from './services/push/pushSender.ts';

export const BODY_LIMIT = 1024 * 1024;

/** One registered route: its method, URL pattern and (zod) schema. `app.routeTable` lists them all (the fuzzer reads it). */
export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
    /** Sends the pushes of committed notifications (services/push/pushSender.ts). */
    push: PushSender;
  }
}

function contentSecurityPolicy(publicUrl: string) {
  const https = publicUrl.startsWith('https:');
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The ISBN scanner's barcode reader (ZXing) is WebAssembly, compiled from our own .wasm file.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      // Ionic and the robot-check widget set inline styles; the EPUB reader links a galley's own CSS and fonts as blobs.
      styleSrc: ["'self'", "'unsafe-inline'", 'blob:'],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      // The EPUB reader renders chapters in frames.
      frameSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      // A book's SVG shown by <object> (a blob URL): in the reader's sandboxed frame, where no script of the book runs.
      objectSrc: ['blob:'],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * The zod compilers set below serve every route. Naming them as the compiler factories too keeps Fastify from
 * loading its default compilers (Ajv, fast-json-stringify: ~150 ms of start-up) only to replace them. (Fastify's
 * types describe the factories in Ajv's terms, hence the cast.)
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

/** Builds the API (and, with config.clientDir, the static client). Tests use app.inject. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy ?? false,
    routerOptions: { maxParamLength: 200 },
    schemaController: { compilersFactory: zodCompilers },
    // Errors before routing (a malformed URL, a bad Content-Type header) answer problems too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const detail = status === 400 ? 'the request URL or headers are malformed' : error.message;
      sendProblem(reply, status, detail, [{ field: error.code === 'FST_ERR_BAD_URL' ? 'url' : 'headers', message: detail }]);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url, schema: route.schema });
  });

  await app.register(problemPlugin);
  registerJsonParser(app);
  await app.register(textGuardPlugin);
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT });
  await app.register(fastifyCookie);
  // Helmet's security headers, its middleware built once (@fastify/helmet rebuilds it at every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config.publicUrl),
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));
  await app.register(fastifyRateLimit, { global: false });
  await app.register(writeNoticesPlugin);
  await app.register(sessionPlugin);
  await app.register(privateAnswersPlugin);
  await app.register(changeUserPlugin);

  const push = new PushSender(config.database, {
    subject: `mailto:no-reply@${new URL(config.publicUrl).hostname}`,
    ...config.push,
    log: config.push?.log ?? ((message, err) => app.log.warn({ err }, message)),
  });
  // The database may still be opening while the app is built (main.ts): it is ready when the app is.
  app.addHook('onReady', async () => registerPushSender(config.database.db, push));
  app.decorate('push', push);
  app.addHook('onClose', () => push.close());

  for (const plugin of routePlugins) await app.register(plugin);
  await app.register(summarySchedulerPlugin);
  await registerClient(app, config.clientDir);
  return app;
}
