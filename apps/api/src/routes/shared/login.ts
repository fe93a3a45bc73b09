import type { Role } from '@placement/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Credentials, login } from '../../services/account/login';
import { clientInfo } from '../../services/account/sessions';
import { deviceCookie, deviceTokenOf } from '../../services/account/trusted-devices';

/** POST /api/<role>/login: signs in, and (re)sets the device cookie that makes this browser trusted. */
export function loginHandler(app: FastifyInstance, role: Role) {
  return async (request: FastifyRequest<{ Body: Credentials & { ip?: string } }>, reply: FastifyReply) => {
    const { reply: signedIn, device } = await login(
      app,
      role,
      request.body,
      clientInfo(request, request.body.ip),
      deviceTokenOf(request),
    );
    reply.header('set-cookie', deviceCookie(device, app.deps.config.nodeEnv === 'production'));
    return signedIn;
  };
}
