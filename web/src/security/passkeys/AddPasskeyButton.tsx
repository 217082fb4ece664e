import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { passkeyTexts as t } from '../../../../domain/passkey-texts';
import { PASSKEY_NAME_MAX, passkeyNameSchema, type Passkey } from '../../../../domain/schemas/passkeys';
import { Button } from '../../components/ui/button';
import { Field, fieldProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { isReauthenticationCancelled } from '../reauthentication/use-reauthentication';
import { useAddPasskey } from './api';
import { isCancelled, passkeysSupported } from './webauthn';

/**
 * Names and adds a passkey for the signed-in account (the browser's passkey sheet opens). Adding one
 * also counts as this session's second factor, so the operators' walkthrough can drop it in as it is.
 */
export function AddPasskeyButton({ onDone, idPrefix = 'passkey' }: { onDone?: (passkey: Passkey) => void; idPrefix?: string }) {
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = `${idPrefix}-name`;

  if (!passkeysSupported()) return <p className="text-sm text-fg-muted">{t.unsupported}</p>;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    // The server's text policy (issue 32), checked before the browser's passkey sheet opens: a
    // refused name would otherwise leave a passkey on the device that the account does not know.
    const checked = name.trim() === '' ? undefined : passkeyNameSchema.safeParse(name);
    if (checked && !checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    try {
      const passkey = await add.mutateAsync(checked?.data);
      setName('');
      toast({ title: t.added, variant: 'success' });
      onDone?.(passkey);
    } catch (error) {
      if (isCancelled(error) || isReauthenticationCancelled(error)) {
        toast({ title: t.cancelled });
        return;
      }
      toast({ title: serverMessageOf(error) ?? t.failed, description: failureDetail(error), variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <Field id={id} label={t.nameLabel} hint={t.nameHint} error={error}>
        <Input
          {...fieldProps(id, error, t.nameHint)}
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={add.isPending}>
        <Plus aria-hidden />
        {add.isPending ? t.adding : t.add}
      </Button>
    </form>
  );
}
