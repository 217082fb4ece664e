import { texts } from '../../../domain/messages';
import { ScreenHeader } from '../components/screen-header';

/** Transfer history (/history). Its contents come with their own issue. */
export function HistoryScreen() {
  return <ScreenHeader title={texts.historyTitle} />;
}
