import { texts } from '../../../domain/messages';
import { ScreenHeader } from '../components/screen-header';

/** Saved recipients (/recipients). Its contents come with their own issue. */
export function RecipientsScreen() {
  return <ScreenHeader title={texts.recipientsTitle} />;
}
