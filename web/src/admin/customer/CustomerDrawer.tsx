import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LoaderCircle, X } from 'lucide-react';
import { adminCustomerTexts, texts } from '../../../../domain/messages';
import { LoadError } from '../../components/load-error';
import { overlayClass } from '../../components/ui/dialog';
import { serverMessageOf } from '../../lib/api-client';
import { useAdminCustomer } from '../api/get-admin-customer';
import { CustomerActivity } from './CustomerActivity';
import { CustomerDetails, CustomerLimits } from './CustomerProfile';

/**
 * The customer drawer (issue 34): a modal side sheet from the right on a desk, the whole screen on
 * a phone (Radix Dialog: focus stays inside, Escape and the close button close it, focus returns
 * to the name that opened it). Titled with the name the operator pressed, filled once the
 * customer's page (GET /api/admin/users/:id) arrives.
 */
export function CustomerDrawer({ userId, name }: { userId: number; name: string }) {
  const customer = useAdminCustomer(userId);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        data-testid="customer-drawer"
        className="fixed inset-0 z-50 flex flex-col bg-surface shadow-pop focus:outline-none motion-safe:animate-slide-from-right sm:left-auto sm:w-full sm:max-w-xl sm:border-l sm:border-border"
      >
        <header className="flex items-start justify-between gap-3 border-b border-border px-5 py-4">
          <div className="min-w-0 space-y-1">
            <DialogPrimitive.Title className="break-words text-xl font-semibold">{name}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-sm text-fg-muted">{adminCustomerTexts.drawerDescription}</DialogPrimitive.Description>
          </div>
          <DialogPrimitive.Close className="-mr-2 flex size-tap shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring">
            <X aria-hidden className="size-5" />
            <span className="sr-only">{texts.close}</span>
          </DialogPrimitive.Close>
        </header>
        {/* Focusable so a keyboard can scroll it (the page may hold no link or button). */}
        <div tabIndex={0} className="flex-1 overflow-y-auto px-5 py-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring">
          {customer.isPending ? (
            <p role="status" className="flex items-center gap-2 text-fg-muted">
              <LoaderCircle aria-hidden className="size-5 animate-spin-slow text-primary" />
              {adminCustomerTexts.loading}
            </p>
          ) : customer.isError ? (
            <LoadError
              message={[adminCustomerTexts.loadFailed, serverMessageOf(customer.error)].filter(Boolean).join(': ')}
              retrying={customer.isFetching}
              onRetry={() => void customer.refetch()}
            />
          ) : (
            <div className="space-y-6">
              <CustomerDetails customer={customer.data.customer} />
              <CustomerLimits limits={customer.data.limits} />
              <CustomerActivity page={customer.data} />
            </div>
          )}
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
