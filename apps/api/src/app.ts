import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Deps } from './deps';
import { redactUrl } from './lib/secrets';
import { authPlugin } from './plugins/auth';
import { compilerPlugin } from './plugins/compiler';
import { errorsPlugin } from './plugins/errors';
import { limitsPlugin } from './plugins/limits';
import { sweeperPlugin } from './plugins/sweeper';
import { textHygienePlugin } from './plugins/text-hygiene';
import { webPlugin } from './plugins/web';
import { passwordRoutes } from './routes/account/password';
import { secondFactorRoutes } from './routes/account/second-factor';
import { adminRoutes } from './routes/admin';
import { signupRoutes } from './routes/admin/signup';
import { collegeAssessmentRoutes } from './routes/college/assessments';
import { questionBankRoutes } from './routes/college/question-bank';
import { collegeStudentRoutes } from './routes/college/students';
import { collegePortalRoutes, studentPortalIIRoutes } from './routes/college-portal';
import { companyPortalRoutes } from './routes/company';
import { healthRoutes } from './routes/health';
import { staffAuthRoutes } from './routes/staff-auth';
import { studentAuthRoutes } from './routes/student/auth';
import { studentTestRoutes } from './routes/student/tests';
import { studentPortalRoutes } from './routes/student-portal';
import { liveEventsPlugin } from './services/college-portal/live-events';

/** Request log lines carry the URL with reset tokens and invite secrets removed (see redactUrl). */
function withRedactedUrls(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  return {
    ...(logger === true ? {} : logger),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

export interface AppOptions {
  logger?: boolean | object;
  serveWeb?: boolean;
}

/** The whole platform as one Fastify plugin tree: external plugins, then cross-cutting ones, then routes. */
export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedactedUrls(options.logger ?? false),
    trustProxy: (_address: string, hop: number) => hop < deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: 90_000,
    connectionTimeout: 120_000,
    requestIdHeader: 'x-request-id',
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('deps', deps);

  // The OpenAPI pages are public reading; mark them so before the default-deny check sees them.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, auth: 'public' };
  });

  await app.register(helmet, {
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
  await app.register(limitsPlugin, { redis: deps.redis });
  await app.register(authPlugin);
  await app.register(textHygienePlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(studentAuthRoutes, { prefix: '/api/student' });
  await app.register(secondFactorRoutes('student'), { prefix: '/api/student' });
  await app.register(passwordRoutes('student'), { prefix: '/api/student' });
  await app.register(studentTestRoutes, { prefix: '/api' });
  await app.register(studentPortalRoutes, { prefix: '/api' });
  await app.register(staffAuthRoutes('college'), { prefix: '/api/college' });
  await app.register(questionBankRoutes, { prefix: '/api/college/qb' });
  await app.register(collegeAssessmentRoutes, { prefix: '/api/college' });
  await app.register(collegeStudentRoutes, { prefix: '/api/college' });
  await app.register(staffAuthRoutes('company'), { prefix: '/api/company' });
  await app.register(staffAuthRoutes('admin'), { prefix: '/api/admin' });
  // portal II: live inbox events, college portal, company portal, admin, organisation sign-up
  await app.register(liveEventsPlugin);
  await app.register(studentPortalIIRoutes, { prefix: '/api/student' });
  await app.register(collegePortalRoutes, { prefix: '/api/college' });
  await app.register(companyPortalRoutes, { prefix: '/api/company' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(signupRoutes, { prefix: '/api' });

  await app.register(compilerPlugin);
  await app.register(sweeperPlugin);
  if (options.serveWeb) await app.register(webPlugin);
  return app;
}
