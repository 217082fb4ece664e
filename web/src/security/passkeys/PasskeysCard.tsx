import { Fingerprint, LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../../domain/format';
import { passkeyTexts as t } from '../../../../domain/passkey-texts';
import { PASSKEY_NAME_MAX, type Passkey } from '../../../../domain/schemas/passkeys';
import { LoadError } from '../../components/load-error';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field, fieldProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { isApiError, serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { isReauthenticationCancelled } from '../reauthentication/use-reauthentication';
import { AddPasskeyButton } from './AddPasskeyButton';
import { usePasskeys, useRemovePasskey, useRenamePasskey } from './api';

/** Profile → Security, "Passkeys" (issue 18): add one with a name, see when each was added and last used, rename, remove. */
export function PasskeysCard() {
  const list = usePasskeys();
  return (
    <Card aria-labelledby="passkeys-title">
      <CardHeader>
        <CardTitle id="passkeys-title" className="flex items-center gap-2">
          <Fingerprint aria-hidden className="size-5 text-primary" />
          {t.sectionTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm leading-relaxed text-fg-muted">{t.sectionIntro}</p>
        {list.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
            <LoaderCircle aria-hidden className="size-4 animate-spin-slow text-primary" />
            {t.loading}
          </p>
        ) : list.isError ? (
          <LoadError message={t.loadFailed} retrying={list.isFetching} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <p className="text-sm text-fg-muted">{t.none}</p>
        ) : (
          <ul className="divide-y divide-border" aria-labelledby="passkeys-title">
            {list.data.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        )}
        <div className="border-t border-border pt-4">
          <AddPasskeyButton />
        </div>
      </CardContent>
    </Card>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const [renaming, setRenaming] = useState(false);
  const remove = useRemovePasskey();

  const onRemove = async () => {
    try {
      const answer = await remove.mutateAsync(passkey.id);
      toast({ title: answer.message, variant: 'success' });
    } catch (error) {
      if (isReauthenticationCancelled(error)) return;
      toast({ title: serverMessageOf(error) ?? t.failed, description: failureDetail(error), variant: 'destructive' });
    }
  };

  return (
    <li className="space-y-2 py-3 first:pt-0" data-testid="passkey">
      {renaming ? (
        <RenameForm passkey={passkey} onClose={() => setRenaming(false)} />
      ) : (
        <>
          <div className="min-w-0 space-y-0.5">
            <p className="flex flex-wrap items-center gap-2 font-medium [overflow-wrap:anywhere]">
              {passkey.name}
              {passkey.backedUp && <Badge className="bg-primary-soft text-primary">{t.synced}</Badge>}
            </p>
            <p className="text-sm text-fg-muted">{t.createdOn(formatDateTime(passkey.createdAt))}</p>
            <p className="text-sm text-fg-muted">{passkey.lastUsedAt ? t.lastUsed(formatDateTime(passkey.lastUsedAt)) : t.neverUsed}</p>
          </div>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" aria-label={t.renameLabel(passkey.name)} onClick={() => setRenaming(true)}>
              {t.rename}
            </Button>
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="danger-outline" size="sm" aria-label={t.removeLabel(passkey.name)} disabled={remove.isPending}>
                  {remove.isPending ? t.removing : t.remove}
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogTitle>{t.removeTitle(passkey.name)}</AlertDialogTitle>
                <AlertDialogDescription>{t.removeBody}</AlertDialogDescription>
                <AlertDialogFooter>
                  <AlertDialogCancel>{t.cancel}</AlertDialogCancel>
                  <AlertDialogAction variant="danger" onClick={() => void onRemove()}>
                    {t.remove}
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </div>
        </>
      )}
    </li>
  );
}

function RenameForm({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>();
  const id = `passkey-rename-${passkey.id}`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rename.isPending) return;
    try {
      await rename.mutateAsync({ id: passkey.id, name });
      toast({ title: t.renamed, variant: 'success' });
      onClose();
    } catch (failure) {
      if (isApiError(failure, 400)) {
        setError(serverMessageOf(failure));
        return;
      }
      toast({ title: serverMessageOf(failure) ?? t.failed, description: failureDetail(failure), variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3" aria-label={t.renameTitle}>
      <Field id={id} label={t.newNameLabel} error={error}>
        <Input
          {...fieldProps(id, error)}
          autoFocus
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" className="flex-1" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" size="sm" className="flex-1" disabled={rename.isPending}>
          {rename.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
