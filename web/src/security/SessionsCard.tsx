import { LoaderCircle, LogOut, MonitorSmartphone } from 'lucide-react';
import { formatDateTime } from '../../../domain/format';
import type { Session } from '../../../domain/schemas/security';
import { securityTexts } from '../../../domain/security-texts';
import { LoadError } from '../components/load-error';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { toast } from '../components/ui/use-toast';
import { serverMessageOf } from '../lib/api-client';
import { failureDetail } from '../lib/form-helpers';
import { useEndOtherSessions, useEndSession, useSessions } from './api/sessions';

/** Where the account is signed in: each session with its browser, OS, IP and times; sign out one, or all the others. */
export function SessionsCard() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const signOutOthers = async () => {
    try {
      const answer = await endOthers.mutateAsync();
      toast({ title: answer.message, variant: 'success' });
    } catch (error) {
      toast({ title: serverMessageOf(error) ?? failureDetail(error) ?? securityTexts.signOutFailed, variant: 'destructive' });
    }
  };

  return (
    <Card aria-labelledby="sessions-title">
      <CardHeader>
        <CardTitle id="sessions-title">{securityTexts.sessionsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions.isPending ? (
          <p role="status" className="flex items-center gap-2 text-fg-muted">
            <LoaderCircle aria-hidden className="size-5 animate-spin-slow text-primary" />
            {securityTexts.sessionsLoading}
          </p>
        ) : sessions.isError ? (
          <LoadError message={securityTexts.sessionsLoadFailed} retrying={sessions.isFetching} onRetry={() => void sessions.refetch()} />
        ) : (
          <>
            <ul className="divide-y divide-border">
              {sessions.data.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
            {others > 0 ? (
              <Button variant="danger-outline" className="w-full" disabled={endOthers.isPending} onClick={() => void signOutOthers()}>
                <LogOut aria-hidden />
                {endOthers.isPending ? securityTexts.signingOut : securityTexts.signOutOthers}
              </Button>
            ) : (
              <p className="text-sm text-fg-muted">{securityTexts.onlyThisSession}</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function SessionRow({ session }: { session: Session }) {
  const endSession = useEndSession();
  const signOut = async () => {
    try {
      const answer = await endSession.mutateAsync({ id: session.id, current: session.current });
      if (!session.current) toast({ title: answer.message, variant: 'success' });
    } catch (error) {
      toast({ title: serverMessageOf(error) ?? failureDetail(error) ?? securityTexts.signOutFailed, variant: 'destructive' });
    }
  };
  return (
    // On a phone the Sign out button goes under the details, which then keep the width for their dates (issue 34).
    <li className="flex flex-wrap items-start gap-3 py-3 first:pt-0 last:pb-0 sm:flex-nowrap" data-testid="session">
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
        <MonitorSmartphone aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1 basis-[calc(100%-3rem)] space-y-0.5 sm:basis-auto">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {securityTexts.browserOn(session.browser, session.os)}
          {session.current && <Badge className="bg-primary-soft text-primary">{securityTexts.thisDevice}</Badge>}
        </p>
        <p className="text-sm text-fg-muted">{securityTexts.lastActive(formatDateTime(session.lastActiveAt))}</p>
        <p className="text-sm text-fg-muted">{securityTexts.signedIn(formatDateTime(session.createdAt))}</p>
        {session.ip && <p className="text-sm text-fg-muted [overflow-wrap:anywhere]">{securityTexts.ipAddress(session.ip)}</p>}
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="ml-12 sm:ml-0"
        aria-label={securityTexts.signOutSessionLabel(session.browser, session.os) + (session.current ? ` (${securityTexts.thisDevice})` : '')}
        disabled={endSession.isPending}
        onClick={() => void signOut()}
      >
        {securityTexts.signOutSession}
      </Button>
    </li>
  );
}
