import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthRoutes } from './health';
import { signupRoutes } from './organisation-signup';

/** Calls that belong to no portal, under /api: health, the connection probe, organisation sign-up. */
export const sharedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(healthRoutes);
  await app.register(signupRoutes);
};
