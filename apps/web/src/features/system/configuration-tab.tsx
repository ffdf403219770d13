import type { SystemOverviewResponse } from '@attest/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type Configuration = SystemOverviewResponse['configuration'];

/** Each setting: its label, the environment variable that sets it, and how it reads. */
const SETTINGS: { label: string; variable: string; show: (c: Configuration) => string }[] = [
  { label: 'Version', variable: '—', show: (c) => c.version },
  { label: 'Database', variable: 'DATABASE_URL', show: (c) => (c.database === 'postgres' ? 'PostgreSQL' : 'Embedded (PGlite in DATA_DIR)') },
  { label: 'Public address', variable: 'PUBLIC_URL', show: (c) => c.publicUrl },
  { label: 'Secure cookies (https)', variable: 'PUBLIC_URL', show: (c) => (c.secureCookies ? 'Yes' : 'No') },
  { label: 'Session idle timeout', variable: 'SESSION_IDLE_MINUTES', show: (c) => `${c.sessionIdleMinutes} minutes` },
  { label: 'Session maximum', variable: 'SESSION_MAX_HOURS', show: (c) => `${c.sessionMaxHours} hours` },
  { label: 'Sign-in attempts before lockout', variable: 'LOCKOUT_MAX_ATTEMPTS', show: (c) => String(c.lockoutMaxAttempts) },
  { label: 'Lockout duration', variable: 'LOCKOUT_MINUTES', show: (c) => `${c.lockoutMinutes} minutes` },
  { label: 'Setup code validity', variable: 'SETUP_CODE_TTL_HOURS', show: (c) => `${c.setupCodeTtlHours} hours` },
  { label: 'Largest upload', variable: 'UPLOAD_MAX_MB', show: (c) => `${c.uploadMaxMb} MB` },
  { label: 'Site time zone', variable: 'SITE_TIMEZONE', show: (c) => c.siteTimezone },
  { label: 'E-mail notifications', variable: 'SMTP_URL, MAIL_FROM', show: (c) => (c.emailEnabled ? 'On' : 'Off (SMTP not configured)') },
];

/** System Preferences: the configuration in effect, read-only, because the server takes it from its environment at start. */
export function ConfigurationTab({ configuration }: { configuration: Configuration }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="text-base">
          System Preferences
        </CardTitle>
        <CardDescription>
          The settings this server started with. They are set by environment variables (see the README, Configuration) and change when the
          server is restarted with new values, so they cannot be edited here.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm">
          <caption className="sr-only">Configuration in effect</caption>
          <thead>
            <tr className="border-b text-left text-xs text-muted-foreground uppercase">
              <th scope="col" className="py-2 font-medium">
                Setting
              </th>
              <th scope="col" className="py-2 font-medium">
                Value
              </th>
              <th scope="col" className="hidden py-2 font-medium sm:table-cell">
                Environment variable
              </th>
            </tr>
          </thead>
          <tbody>
            {SETTINGS.map((setting) => (
              <tr key={setting.label} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  {setting.label}
                </th>
                <td className="py-2 pr-4 font-medium">{setting.show(configuration)}</td>
                <td className="hidden py-2 font-mono text-xs text-muted-foreground sm:table-cell">{setting.variable}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
