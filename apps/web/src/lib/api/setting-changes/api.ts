import { z } from 'zod';
import { SettingChangeRecord, type ApproveSettingChangeRequest, type FourEyesSettingKey } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

/** What a settings save answers: the setting in force (200), or the change held pending for a second administrator (202). */
export const savedOrPending = <S extends z.ZodType>(saved: S) => z.union([SettingChangeRecord, saved]);
export const isPendingChange = (value: unknown): value is SettingChangeRecord => SettingChangeRecord.safeParse(value).success;

export const fetchPendingChanges = (settingKey: FourEyesSettingKey) =>
  apiRequest(`/api/system/setting-changes?settingKey=${settingKey}&status=pending`, { schema: z.array(SettingChangeRecord) });

export const approveSettingChange = (id: string, body: ApproveSettingChangeRequest) =>
  apiRequest(`/api/system/setting-changes/${id}/approve`, { method: 'POST', body, schema: SettingChangeRecord });

export const rejectSettingChange = (id: string, reason: string) =>
  apiRequest(`/api/system/setting-changes/${id}/reject`, { method: 'POST', body: { reason }, schema: SettingChangeRecord });

export const withdrawSettingChange = (id: string) => apiRequest(`/api/system/setting-changes/${id}/withdraw`, { method: 'POST', body: {}, schema: SettingChangeRecord });
