import { LoaderCircle, Users } from 'lucide-react';
import { screenTexts } from '../../../domain/messages';
import { EmptyState } from '../components/empty-state';
import { LoadError } from '../components/load-error';
import { ScreenHeader } from '../components/screen-header';
import { AddRecipientDialog } from './AddRecipientDialog';
import { useRecipients } from './api/get-recipients';
import { RecipientCard } from './RecipientCard';

/** Saved recipients (/recipients): add, list, delete (docs/product.md § Recipients). */
export function RecipientsScreen() {
  const recipients = useRecipients();
  return (
    <>
      <ScreenHeader title={screenTexts.recipientsTitle} className="mb-1" />
      <p className="mb-5 text-fg-muted">{screenTexts.recipientsIntro}</p>
      <AddRecipientDialog />
      <div className="mt-6">
        {recipients.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 py-10 text-fg-muted">
            <LoaderCircle aria-hidden className="size-5 animate-spin-slow text-primary" />
            {screenTexts.loadingRecipients}
          </p>
        ) : recipients.isError ? (
          <LoadError
            message={screenTexts.recipientsLoadFailed}
            retrying={recipients.isFetching}
            onRetry={() => void recipients.refetch()}
          />
        ) : recipients.data.length === 0 ? (
          <EmptyState icon={Users} title={screenTexts.noRecipients} hint={screenTexts.noRecipientsHint} />
        ) : (
          <ul className="space-y-3">
            {recipients.data.map((recipient) => (
              <li key={recipient.id}>
                <RecipientCard recipient={recipient} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
