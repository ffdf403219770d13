import type { FastifyInstance } from 'fastify';

export interface RequestLogOptions {
  /** Log every request (an access log); off by default, as a line per request caps one process's throughput. */
  accessLog: boolean;
  /** Requests slower than this are logged whatever the setting. */
  slowRequestMs: number;
}

/**
 * Replaces Fastify's two lines per request: server errors and slow requests are always logged, everything else only
 * when the access log is on.
 */
export function registerRequestLog(app: FastifyInstance, options: RequestLogOptions): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms };
    if (reply.statusCode >= 500) request.log.error(line, 'request failed');
    else if (ms >= options.slowRequestMs) request.log.warn(line, 'slow request');
    else if (options.accessLog) request.log.info(line, 'request');
  });
}
