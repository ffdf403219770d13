import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { JobQueue } from './job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background-job queue: features register handlers and schedules here; main.ts starts its polling. */
    jobs: JobQueue;
  }
}

/** One queue per app; closing the app waits for the handlers under way. */
export function registerJobQueue(app: FastifyInstance, deps: { database: Database; clock: Clock; instanceId: string }): JobQueue {
  const queue = new JobQueue(deps.database, { clock: deps.clock, log: app.log, instanceId: deps.instanceId });
  app.decorate('jobs', queue);
  app.addHook('onClose', () => queue.stop());
  return queue;
}
