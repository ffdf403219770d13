import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Spinner } from '@/components/ui/spinner';
import { ActivityTab } from './activity-tab';
import { PreferencesTab } from './preferences-tab';
import { ProfileTab } from './profile-tab';
import { parseProfileSearch } from './profile-search';
import { useProfile } from '@/lib/api/profile/queries';
import { SecurityTab } from './security-tab';

/** /dashboard/$role/profile and /profile-settings: Profile Settings (spec 02 §2), about the signed-in user only. */
export function ProfileSettingsPage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  // Both routes carry the tab in ?tab=; read loosely since the screen serves two paths.
  const tab = parseProfileSearch(useSearch({ strict: false })).tab ?? 'profile';
  const navigate = useNavigate();
  const setTab = (next: string) => void navigate({ to: '.', search: parseProfileSearch({ tab: next }), replace: true });
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
        <p className="text-muted-foreground">{t('page.subtitle')}</p>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="profile">{t('page.tabs.profile')}</TabsTrigger>
          <TabsTrigger value="security">{t('page.tabs.security')}</TabsTrigger>
          <TabsTrigger value="preferences">{t('page.tabs.preferences')}</TabsTrigger>
          <TabsTrigger value="activity">{t('page.tabs.activity')}</TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="mt-4">
          {profile.data ? (
            <ProfileTab key={profile.data.user.updatedAt} profile={profile.data} />
          ) : profile.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t('page.loadFailed')}
            </p>
          ) : (
            <Spinner />
          )}
        </TabsContent>
        <TabsContent value="security" className="mt-4">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="preferences" className="mt-4">
          <PreferencesTab />
        </TabsContent>
        <TabsContent value="activity" className="mt-4">
          <ActivityTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
