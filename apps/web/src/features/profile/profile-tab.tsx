import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera, Pencil } from 'lucide-react';
import { toast } from '@/lib/toast';
import { PROFILE_TIMEZONES, type ProfileResponse } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { formatDate, formatDateTime } from '@/lib/format';
import { UserAvatar } from '@/components/user-avatar';
import { errorText } from '@/i18n/error-text';
import { roleLabel } from '@/i18n/labels';
import { useSaveProfile, useUploadAvatar } from '@/lib/api/profile/queries';

type Editable = { name: string; phone: string; bio: string; location: string; timezone: string };
const editableOf = (p: ProfileResponse): Editable => ({
  name: p.user.name,
  phone: p.user.phone ?? '',
  bio: p.bio ?? '',
  location: p.location ?? '',
  timezone: p.timezone ?? '',
});

/** Profile: view mode, or edit mode for what the user may change; the picture is uploaded at once. */
export function ProfileTab({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Editable>(() => editableOf(profile));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveProfile();
  const avatar = useUploadAvatar();
  const fileInput = useRef<HTMLInputElement>(null);
  const { user } = profile;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) return setError(t('details.nameRequired'));
    setError(null);
    const timezone = PROFILE_TIMEZONES.find((tz) => tz === values.timezone) ?? null;
    save.mutate(
      { ...values, timezone },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success(t('details.updated'), { description: t('details.savedDescription') });
        },
        onError: () => toast.error(t('details.updateFailed'), { description: t('details.updateFailedDescription') }),
      },
    );
  };

  const upload = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error(t('details.updateFailed'), { description: t('details.chooseImage') });
    avatar.mutate(file, {
      onSuccess: () => toast.success(t('details.updated'), { description: t('details.pictureUpdatedDescription') }),
      onError: (e) => toast.error(t('details.updateFailed'), { description: errorText(e, t('details.updateFailedDescription')) }),
    });
  };

  const readOnly: [string, string | null][] = [
    [t('details.facts.email'), user.email],
    [t('details.facts.role'), roleLabel(user.role)],
    [t('details.facts.department'), user.department],
    [t('details.facts.designation'), user.designation],
    [t('details.facts.employeeId'), user.employeeId],
    [t('details.facts.memberSince'), formatDate(user.createdAt)],
    [t('details.facts.lastLogin'), formatDateTime(user.lastLogin)],
  ];
  const shown: [string, string | null][] = [
    [t('details.facts.phone'), user.phone],
    [t('details.facts.location'), profile.location],
    [t('details.facts.timeZone'), profile.timezone],
    [t('details.facts.bio'), profile.bio],
  ];

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <UserAvatar name={user.name} src={user.avatarUrl} className="size-16 text-2xl" />
          <div>
            <CardTitle as="h2">{user.name}</CardTitle>
            <Button variant="link" className="h-auto px-0" onClick={() => fileInput.current?.click()} loading={avatar.isPending} loadingText={t('details.uploading')}>
              <Camera aria-hidden="true" />
              {t('details.changePicture')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className="sr-only"
              aria-label={t('details.picture')}
              onChange={(e) => {
                upload(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </div>
        </div>
        {!editing && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t('details.editProfile')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-6">
        {editing ? (
          <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
            <Field id="profile-name" label={t('details.fullName')} required error={error}>
              <Input {...fieldAria('profile-name', error, true)} value={values.name} maxLength={200} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} />
            </Field>
            <Field id="profile-phone" label={t('details.phone')}>
              <Input id="profile-phone" type="tel" value={values.phone} maxLength={50} onChange={(e) => setValues((v) => ({ ...v, phone: e.target.value }))} />
            </Field>
            <Field id="profile-location" label={t('details.location')}>
              <Input id="profile-location" value={values.location} maxLength={200} onChange={(e) => setValues((v) => ({ ...v, location: e.target.value }))} />
            </Field>
            <Field id="profile-timezone" label={t('details.timeZone')}>
              <Select id="profile-timezone" value={values.timezone} onChange={(e) => setValues((v) => ({ ...v, timezone: e.target.value }))}>
                <option value="">{t('details.notSet')}</option>
                {PROFILE_TIMEZONES.map((tz) => (
                  <option key={tz} value={tz}>
                    {tz}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="profile-bio" label={t('details.bio')} className="sm:col-span-2">
              <Textarea id="profile-bio" value={values.bio} maxLength={1000} onChange={(e) => setValues((v) => ({ ...v, bio: e.target.value }))} />
            </Field>
            <div className="flex gap-2 sm:col-span-2">
              <Button type="submit" loading={save.isPending} loadingText={t('details.saving')}>
                {t('details.saveChanges')}
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setValues(editableOf(profile));
                  setEditing(false);
                }}
              >
                {t('details.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <Facts facts={shown} />
        )}
        <Facts facts={readOnly} />
        <p className="text-xs text-muted-foreground">{t('details.managedByAdministrator')}</p>
      </CardContent>
    </Card>
  );
}

function Facts({ facts }: { facts: [string, string | null][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="text-sm break-words">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
