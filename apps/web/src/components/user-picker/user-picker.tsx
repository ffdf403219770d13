import { useTranslation } from 'react-i18next';
import { fetchUsers } from '@/lib/api/users/api';
import { useUser } from '@/lib/api/users/queries';
import { DEFAULT_USER_LIST } from '@/lib/use-user-list';
import { SearchPicker, type SearchPickerTexts } from './search-picker';

interface UserPickerProps {
  id: string;
  /** The chosen user's id, from the URL. */
  value: string | undefined;
  onChange: (userId: string | undefined) => void;
  /** The texts naming what the user is picked for; the audit filter's by default. */
  texts?: SearchPickerTexts;
  /** Only active accounts (someone to hand something to), not the whole directory. */
  activeOnly?: boolean;
}

const MAX_CHOICES = 8;

/** Search-as-you-type over the user directory (GET /api/users?q=, view-users), active and inactive alike unless activeOnly. */
export function UserPicker({ id, value, onChange, texts, activeOnly = false }: UserPickerProps) {
  const { t } = useTranslation('audit');
  return (
    <SearchPicker
      id={id}
      texts={
        texts ?? {
          placeholder: t('picker.users.placeholder'),
          clear: t('picker.users.clear'),
          matching: t('picker.users.matching'),
          failed: t('picker.users.failed'),
        }
      }
      queryKey={['users', 'picker', activeOnly]}
      search={async (q) => (await fetchUsers({ ...DEFAULT_USER_LIST, q, pageSize: MAX_CHOICES, ...(activeOnly ? { status: 'active' } : {}) })).items}
      renderChoice={(user) => (
        <>
          {user.name} <span className="text-xs text-muted-foreground">{user.email}</span>
        </>
      )}
      chosen={value === undefined ? null : <ChosenUser id={value} />}
      onPick={onChange}
      onClear={() => onChange(undefined)}
    />
  );
}

function ChosenUser({ id }: { id: string }) {
  const { t } = useTranslation('audit');
  const user = useUser(id);
  if (user.data) return <>{user.data.user.name}</>;
  return <>{user.isError ? t('picker.users.unavailable') : t('picker.loading')}</>;
}
