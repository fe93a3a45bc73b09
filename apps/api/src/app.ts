import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Deps } from './deps';
import { OneLinePerRequest } from './lib/logger';
import { sharedCompilers } from './lib/schema-compilers';
import { actorCachePlugin } from './plugins/actor-cache';
import { authPlugin } from './plugins/auth';
import { bundleCachePlugin } from './plugins/bundle-cache';
import { cachePolicyPlugin } from './plugins/cache-policy';
import { calibrationsPlugin } from './plugins/calibrations';
import { compilerPlugin } from './plugins/compiler';
import { closeLastOfAll } from './plugins/drain';
import { errorsPlugin } from './plugins/errors';
import { limitsPlugin } from './plugins/limits';
import { numberBoundsPlugin } from './plugins/number-bounds';
import { presencePlugin } from './plugins/presence';
import { rosterSyncsPlugin } from './plugins/roster-syncs';
import { securityHeadersPlugin } from './plugins/security-headers';
import { similarityPlugin } from './plugins/similarity';
import { sweeperPlugin } from './plugins/sweeper';
import { textHygienePlugin } from './plugins/text-hygiene';
import { webPlugin } from './plugins/web';
import { adminPortal } from './routes/admin';
import { collegePortal } from './routes/college';
import { companyPortal } from './routes/company';
import { invigilatorPortal } from './routes/invigilator';
import { sharedRoutes } from './routes/shared';
import { studentPortal } from './routes/student';
import { boardSignalsPlugin } from './services/live/board-signals';
import { liveEventsPlugin } from './services/live-events/live-events';

export interface AppOptions {
  /** a logger instance, or Fastify's logger options (false for none) */
  logger?: FastifyBaseLogger | boolean | object;
  serveWeb?: boolean;
  /** runs when the app closes, after every request and every plugin is done (the database's close) */
  closeLast?: () => Promise<void>;
}

function isLoggerInstance(logger: AppOptions['logger']): logger is FastifyBaseLogger {
  return typeof logger === 'object' && typeof (logger as FastifyBaseLogger).child === 'function';
}

/** The whole platform as one Fastify plugin tree: external plugins, then cross-cutting ones, then routes. */
export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? false;
  const app = Fastify({
    ...(isLoggerInstance(logger) ? { loggerInstance: logger } : { logger }),
    logController: new OneLinePerRequest(),
    trustProxy: (_address: string, hop: number) => hop < deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: 90_000,
    connectionTimeout: 120_000,
    requestIdHeader: 'x-request-id',
    schemaController: { compilersFactory: sharedCompilers },
    ajv: {
      // Infinity must reach the bounds numberBoundsPlugin adds; strict numbers would skip them when coercing
      customOptions: {
        removeAdditional: true,
        coerceTypes: 'array',
        useDefaults: true,
        strictNumbers: false,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('deps', deps);
  if (options.closeLast) closeLastOfAll(app, options.closeLast);
  await app.register(numberBoundsPlugin);

  // The OpenAPI pages are public reading; mark them so before the default-deny check sees them.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, auth: 'public' };
  });

  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
      },
    },
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Placement API', version: '0.1.0' } },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 20 } });
  await app.register(errorsPlugin);
  await app.register(cachePolicyPlugin);
  await app.register(limitsPlugin, { redis: deps.redis });
  await app.register(actorCachePlugin);
  await app.register(bundleCachePlugin);
  await app.register(authPlugin);
  await app.register(textHygienePlugin);

  await app.register(liveEventsPlugin);
  await app.register(boardSignalsPlugin);
  await app.register(presencePlugin);
  await app.register(sharedRoutes, { prefix: '/api' });
  await app.register(studentPortal, { prefix: '/api' });
  await app.register(collegePortal, { prefix: '/api/college' });
  await app.register(companyPortal, { prefix: '/api/company' });
  await app.register(invigilatorPortal, { prefix: '/api/invigilator' });
  await app.register(adminPortal, { prefix: '/api/admin' });

  await app.register(compilerPlugin);
  await app.register(sweeperPlugin);
  await app.register(similarityPlugin);
  await app.register(calibrationsPlugin);
  await app.register(rosterSyncsPlugin);
  if (options.serveWeb) await app.register(webPlugin);
  return app;
}
