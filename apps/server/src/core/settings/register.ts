import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { SettingsService } from './settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settings an administrator may change: cached here, invalidated on every instance by NOTIFY (DESIGN §5.5). */
    settings: SettingsService;
  }
}

export async function registerSettings(app: FastifyInstance, database: Database): Promise<SettingsService> {
  const settings = new SettingsService(database);
  await settings.start();
  app.decorate('settings', settings);
  app.addHook('onClose', () => settings.stop());
  return settings;
}
