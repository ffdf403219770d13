import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/i18n/error-text';
import { formatDateTime } from '@/lib/date-display';
import { endSession, fetchSessions } from '@/lib/api/sessions/api';

/** Active sessions with End session: mine in Profile Settings, or a user's on the user detail page (administrators). */
export function SessionsCard({ userId }: { userId?: string }) {
  const { t } = useTranslation('security');
  const client = useQueryClient();
  const queryKey = ['sessions', userId ?? 'me'];
  const sessions = useQuery({ queryKey, queryFn: () => fetchSessions(userId) });
  const end = useMutation({
    mutationFn: (sessionId: string) => endSession(sessionId, userId),
    onSuccess: async () => {
      toast.success(t('sessions.ended'));
      await client.invalidateQueries({ queryKey });
    },
    onError: (reason) => toast.error(t('sessions.failed'), { description: errorText(reason, t('sessions.failed')) }),
  });

  const list = sessions.data?.sessions ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('sessions.title')}</CardTitle>
        <CardDescription>{userId ? t('sessions.adminDescription') : t('sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isSuccess && list.length === 0 && <p className="text-sm text-muted-foreground">{t('sessions.none')}</p>}
        <ul className="divide-y">
          {list.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="grid gap-0.5 text-sm">
                <p className="flex items-center gap-2 font-medium">
                  {session.device}
                  {session.current && <Badge variant="secondary">{t('sessions.current')}</Badge>}
                </p>
                <p className="text-muted-foreground">{session.ip ?? t('sessions.unknownAddress')}</p>
                <p className="text-muted-foreground">
                  {t('sessions.started', { date: formatDateTime(session.createdAt) })} · {t('sessions.lastActive', { date: formatDateTime(session.lastSeenAt) })}
                </p>
              </div>
              {!session.current && (
                <Button variant="outline" size="sm" onClick={() => end.mutate(session.id)} loading={end.isPending && end.variables === session.id}>
                  {t('sessions.end')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
