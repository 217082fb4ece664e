import { screeningTexts } from '../../../../domain/screening-texts';
import { LoadError } from '../../components/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { serverMessageOf } from '../../lib/api-client';
import { useScreeningStatus } from './api';
import { ScreeningStatusLine } from './ScreeningStatusLine';
import { ScreeningTestForm } from './ScreeningTestForm';

/** Sanctions screening on the Compliance tab (issue 31): the list, its re-screen, and a box to test a name. */
export function ScreeningCard() {
  const status = useScreeningStatus();
  return (
    <Card aria-labelledby="screening-title">
      <CardHeader>
        <CardTitle id="screening-title">{screeningTexts.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        {status.isError ? (
          <LoadError
            message={[screeningTexts.loadFailed, serverMessageOf(status.error)].filter(Boolean).join(': ')}
            retrying={status.isFetching}
            onRetry={() => void status.refetch()}
          />
        ) : (
          status.data && <ScreeningStatusLine status={status.data} />
        )}
        <ScreeningTestForm />
      </CardContent>
    </Card>
  );
}
