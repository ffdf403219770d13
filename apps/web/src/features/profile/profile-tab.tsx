import { useRef, useState, type FormEvent } from 'react';
import { Camera, Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { PROFILE_TIMEZONES, ROLE_LABELS, type ProfileResponse } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { formatDate, formatDateTime } from '@/features/documents/format';
import { UserAvatar } from '@/features/shell/user-avatar';
import { ApiError } from '@/lib/api-client';
import { useSaveProfile, useUploadAvatar } from './queries';

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
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Editable>(() => editableOf(profile));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveProfile();
  const avatar = useUploadAvatar();
  const fileInput = useRef<HTMLInputElement>(null);
  const { user } = profile;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) return setError('Name is required');
    setError(null);
    const timezone = PROFILE_TIMEZONES.find((tz) => tz === values.timezone) ?? null;
    save.mutate(
      { ...values, timezone },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success('Profile Updated', { description: 'Your profile was saved.' });
        },
        onError: () => toast.error('Update Failed', { description: 'Failed to update profile. Please try again.' }),
      },
    );
  };

  const upload = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error('Update Failed', { description: 'Please choose an image file.' });
    avatar.mutate(file, {
      onSuccess: () => toast.success('Profile Updated', { description: 'Your picture was updated.' }),
      onError: (e) => toast.error('Update Failed', { description: e instanceof ApiError ? e.message : 'Failed to update profile. Please try again.' }),
    });
  };

  const readOnly: [string, string | null][] = [
    ['Email', user.email],
    ['Role', ROLE_LABELS[user.role]],
    ['Department', user.department],
    ['Designation', user.designation],
    ['Employee ID', user.employeeId],
    ['Member since', formatDate(user.createdAt)],
    ['Last login', formatDateTime(user.lastLogin)],
  ];
  const shown: [string, string | null][] = [
    ['Phone', user.phone],
    ['Location', profile.location],
    ['Time zone', profile.timezone],
    ['Bio', profile.bio],
  ];

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <UserAvatar name={user.name} src={user.avatarUrl} className="size-16 text-2xl" />
          <div>
            <CardTitle as="h2">{user.name}</CardTitle>
            <Button variant="link" className="h-auto px-0" onClick={() => fileInput.current?.click()} loading={avatar.isPending} loadingText="Uploading…">
              <Camera aria-hidden="true" />
              Change Picture
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className="sr-only"
              aria-label="Profile picture"
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
            Edit Profile
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-6">
        {editing ? (
          <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
            <Field id="profile-name" label="Full Name" required error={error}>
              <Input {...fieldAria('profile-name', error, true)} value={values.name} maxLength={200} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} />
            </Field>
            <Field id="profile-phone" label="Phone">
              <Input id="profile-phone" type="tel" value={values.phone} maxLength={50} onChange={(e) => setValues((v) => ({ ...v, phone: e.target.value }))} />
            </Field>
            <Field id="profile-location" label="Location">
              <Input id="profile-location" value={values.location} maxLength={200} onChange={(e) => setValues((v) => ({ ...v, location: e.target.value }))} />
            </Field>
            <Field id="profile-timezone" label="Time Zone">
              <Select id="profile-timezone" value={values.timezone} onChange={(e) => setValues((v) => ({ ...v, timezone: e.target.value }))}>
                <option value="">Not set</option>
                {PROFILE_TIMEZONES.map((tz) => (
                  <option key={tz} value={tz}>
                    {tz}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="profile-bio" label="Bio" className="sm:col-span-2">
              <Textarea id="profile-bio" value={values.bio} maxLength={1000} onChange={(e) => setValues((v) => ({ ...v, bio: e.target.value }))} />
            </Field>
            <div className="flex gap-2 sm:col-span-2">
              <Button type="submit" loading={save.isPending} loadingText="Saving…">
                Save Changes
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setValues(editableOf(profile));
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <Facts facts={shown} />
        )}
        <Facts facts={readOnly} />
        <p className="text-xs text-muted-foreground">E-mail, role, department and designation are managed by your administrator.</p>
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
