import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordRequest,
  ChangePasswordResponse,
  PROFILE_TIMEZONES,
  type ProfileTimezone,
  ProfileResponse,
  ProfileUpdateRequest,
  UserPreferencesResponse,
  UserPreferencesUpdate,
} from '@attest/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { AppError } from '../../core/app-error.ts';
import { originOf, requireAuth } from '../../core/request-context.ts';
import { findUserById, type UserRow } from './users.repo.ts';
import { toManagedUser } from './users.present.ts';
import { readPreferences } from '../preferences/user-preferences.repo.ts';
import type { PreferencesService } from '../preferences/system-preferences.ts';
import { changePassword, savePreferences, updateProfile, type SelfContext } from './profile.service.ts';
import { avatarMimeType, uploadAvatar } from './avatar.ts';
import { passwordRulesOf } from './new-password.ts';

const AvatarParams = z.object({ id: z.uuid(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

/** The stored time zone if it is still one of the choices (an older value reads as not set). */
const timezoneOf = (user: Pick<UserRow, 'timezone'>): ProfileTimezone | null => PROFILE_TIMEZONES.find((choice) => choice === user.timezone) ?? null;

const presentProfile = (user: UserRow, now: Date): ProfileResponse => ({
  user: toManagedUser(user, now),
  bio: user.bio,
  location: user.location,
  timezone: timezoneOf(user),
});

function selfOf(request: FastifyRequest): SelfContext {
  const { user, session } = requireAuth(request);
  return { user, sessionId: session.id, origin: originOf(request), now: request.now };
}

/** Profile Settings (spec 02 §2): every signed-in user, about themselves only. */
export function profileRoutes(app: FastifyInstance, deps: { db: Db; store: BlobStore; config: Config; preferences: PreferencesService }): void {
  const { db, store } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];
  const self = { access: 'authenticated' as const };

  api.get('/api/profile', {
    config: self,
    schema: { tags, summary: 'My profile', response: { 200: ProfileResponse } },
    handler: async (request) => presentProfile(requireAuth(request).user, request.now),
  });

  api.put('/api/profile', {
    config: self,
    schema: { tags, summary: 'Edit my name, phone, bio, location and time zone (audited)', body: ProfileUpdateRequest, response: { 200: ProfileResponse } },
    handler: async (request) => presentProfile(await updateProfile(db, request.body, selfOf(request)), request.now),
  });

  api.post('/api/profile/avatar', {
    config: self,
    schema: { tags, summary: 'Upload my picture (PNG, JPEG, GIF or WebP, up to 2 MB), kept in the blob store', consumes: ['multipart/form-data'], response: { 200: ProfileResponse } },
    handler: async (request) => presentProfile(await uploadAvatar(request, { db, store }, selfOf(request)), request.now),
  });

  api.post('/api/profile/password', {
    config: { ...self, rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
    schema: { tags, summary: 'Change my password: the current one is required; every other session ends', body: ChangePasswordRequest, response: { 200: ChangePasswordResponse } },
    handler: async (request) => {
      const preferences = (await deps.preferences.inForce()).value;
      const settings = { ...preferences, passwordRules: passwordRulesOf(deps.config, preferences.passwordMinLength) };
      const { endedSessions } = await changePassword(db, request.body, selfOf(request), settings);
      return { message: 'Your password has been changed. You were signed out everywhere else.', endedSessions };
    },
  });

  api.get('/api/profile/preferences', {
    config: self,
    schema: { tags, summary: 'My preferences (defaults filled in)', response: { 200: UserPreferencesResponse } },
    handler: async (request) => {
      const { user } = requireAuth(request);
      const { preferences, updatedAt } = await readPreferences(db, user.id);
      return { preferences, updatedAt: updatedAt?.toISOString() ?? null, timeZone: timezoneOf(user) };
    },
  });

  api.put('/api/profile/preferences', {
    config: self,
    schema: { tags, summary: 'Save some of my preferences (audited)', body: UserPreferencesUpdate, response: { 200: UserPreferencesResponse } },
    handler: async (request) => {
      const { preferences, updatedAt } = await savePreferences(db, request.body, selfOf(request));
      return { preferences, updatedAt: updatedAt.toISOString(), timeZone: timezoneOf(requireAuth(request).user) };
    },
  });

  api.get('/api/users/:id/avatar/:sha256', {
    config: self,
    schema: { tags, summary: "A user's picture", params: AvatarParams },
    handler: async (request, reply) => {
      const { id, sha256 } = request.params;
      const mimeType = await avatarMimeType(db, await findUserById(db, id), sha256);
      if (!mimeType) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', mimeType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(store.read(sha256));
    },
  });
}
