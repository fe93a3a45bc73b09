import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';
import { redactUrl } from './secrets';

/** A request as one log line shows it, with reset and invite tokens taken out of its URL. */
const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

interface RequestLine {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A request reads as `GET /api/health 200 3 ms`; anything else as its message. */
function readable(log: Record<string, unknown> & RequestLine, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  if (!log.req || !log.res) return message;
  return `${log.req.method} ${log.req.url} ${log.res.statusCode} ${Math.round(log.responseTime ?? 0)} ms`;
}

/**
 * Production writes one JSON object per line (request id included) for a log collector; elsewhere the
 * console gets short readable lines, and by default only warnings and errors (config.ts).
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  destination: NodeJS.WritableStream = process.stdout,
): Logger {
  if (config.nodeEnv === 'production') return pino({ level: config.logLevel, serializers }, destination);
  return pino(
    { level: config.logLevel, serializers },
    pretty({
      destination,
      sync: true,
      colorize: false,
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      messageFormat: readable,
    }),
  );
}

/** One line per request, written when it completes (Fastify writes two: on arrival and on completion). */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  // the completed line already says 404
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
