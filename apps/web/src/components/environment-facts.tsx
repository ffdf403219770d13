import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SystemOverviewResponse } from '@attest/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type messages from '@/i18n/locales/en/system';

type Configuration = SystemOverviewResponse['configuration'];
type SettingId = keyof typeof messages.configuration.settings;

/** Each setting: its label (by id), the environment variable that sets it, and how it reads. */
const SETTINGS: { id: SettingId; variable: string; show: (c: Configuration, t: TFunction<'system'>) => string }[] = [
  { id: 'version', variable: '—', show: (c) => c.version },
  { id: 'database', variable: 'DATABASE_URL', show: (c, t) => (c.database === 'postgres' ? 'PostgreSQL' : t('configuration.values.embedded')) },
  { id: 'publicUrl', variable: 'PUBLIC_URL', show: (c) => c.publicUrl },
  { id: 'secureCookies', variable: 'PUBLIC_URL', show: (c, t) => (c.secureCookies ? t('configuration.values.yes') : t('configuration.values.no')) },
  { id: 'setupCodeValidity', variable: 'SETUP_CODE_TTL_HOURS', show: (c, t) => t('configuration.values.hours', { count: c.setupCodeTtlHours }) },
  { id: 'timezone', variable: 'SITE_TIMEZONE', show: (c) => c.siteTimezone },
  { id: 'email', variable: 'SMTP_URL, MAIL_FROM', show: (c, t) => (c.emailEnabled ? t('configuration.values.on') : t('configuration.values.off')) },
  { id: 'libreOffice', variable: 'SOFFICE_PATH', show: (c, t) => t(`configuration.values.libreOffice.${c.libreOffice}`) },
  { id: 'renditionConcurrency', variable: 'RENDITION_CONCURRENCY', show: (c) => String(c.renditionConcurrency) },
  {
    id: 'backupSchedule',
    variable: 'BACKUP_SCHEDULE',
    show: (c, t) => (c.backupSchedule ? t('configuration.values.backupSchedule', { cron: c.backupSchedule }) : t('configuration.values.backupOff')),
  },
  { id: 'renditionTimeout', variable: 'RENDITION_TIMEOUT_SECONDS', show: (c, t) => t('configuration.values.seconds', { count: c.renditionTimeoutSeconds }) },
];

/** Below the Preferences form: what the server took from its environment at start, read-only (no secrets). */
export function EnvironmentFacts({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation('system');
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="text-base">
          {t('configuration.title')}
        </CardTitle>
        <CardDescription>{t('configuration.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm">
          <caption className="sr-only">{t('configuration.caption')}</caption>
          <thead>
            <tr className="border-b text-left text-xs text-muted-foreground uppercase">
              <th scope="col" className="py-2 font-medium">
                {t('configuration.setting')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('configuration.value')}
              </th>
              <th scope="col" className="hidden py-2 font-medium sm:table-cell">
                {t('configuration.variable')}
              </th>
            </tr>
          </thead>
          <tbody>
            {SETTINGS.map((setting) => (
              <tr key={setting.id} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  {t(`configuration.settings.${setting.id}`)}
                </th>
                <td className="py-2 pr-4 font-medium">{setting.show(configuration, t)}</td>
                <td className="hidden py-2 font-mono text-xs text-muted-foreground sm:table-cell">{setting.variable}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
