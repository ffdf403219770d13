import pino from 'pino';

/** The logger for code outside a request (start-up, CLI); requests log through Fastify's child loggers. */
export function createLogger(level: string) {
  return pino({ level });
}
