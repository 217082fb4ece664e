import { texts } from '../../../domain/messages';
import { ScreenHeader } from '../components/screen-header';

/** Admin dashboard (/admin, admins only). Its contents come with their own issue. */
export function AdminScreen() {
  return <ScreenHeader title={texts.adminTitle} />;
}
