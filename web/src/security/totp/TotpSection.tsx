import { KeyRound, LoaderCircle } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { secondFactorTexts as t } from '../../../../domain/second-factor-texts';
import type { TotpEnrolment } from '../../../../domain/schemas/second-factor';
import { screenToasts } from '../../../../domain/messages';
import { CopyValue } from '../../components/copy-value';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, fieldProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { copyText } from '../../lib/clipboard';
import { isApiError, serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { isReauthenticationCancelled } from '../reauthentication/use-reauthentication';
import { useConfirmTotp, useTotpStatus } from './api';
import { QrCode } from './QrCode';
import { TotpStatus } from './TotpStatus';

/**
 * Profile → Security, "Two-step sign-in" (issue 18): whether an authenticator app guards the
 * account; setting one up (QR code and the key as text, one code confirms it); the 10 recovery
 * codes, shown this once; turning it off and new recovery codes (issue 32, TotpStatus).
 * Self-contained: the Security page renders it as it is; the admin desk's second-factor
 * walkthrough passes `onDone` (called once the recovery codes are saved).
 */
export function TotpSection({ onDone }: { onDone?: () => void } = {}) {
  const status = useTotpStatus();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | undefined>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | undefined>();

  return (
    <Card aria-labelledby="totp-heading" className="space-y-4 p-5">
      <h2 id="totp-heading" className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound aria-hidden className="size-5 text-primary" />
        {t.sectionTitle}
      </h2>
      {recoveryCodes ? (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(undefined);
            // The admin desk's walkthrough carries on once the codes are saved (never before: they show once).
            onDone?.();
          }}
        />
      ) : enrolment ? (
        <Enrol
          enrolment={enrolment}
          onCancel={() => setEnrolment(undefined)}
          onConfirmed={(codes) => {
            setEnrolment(undefined);
            setRecoveryCodes(codes);
          }}
        />
      ) : status.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
          <LoaderCircle aria-hidden className="size-4 animate-spin-slow text-primary" />
          {t.loading}
        </p>
      ) : status.isError ? (
        <LoadError message={t.loadFailed} retrying={status.isFetching} onRetry={() => void status.refetch()} />
      ) : (
        <TotpStatus enabled={status.data.enabled} recoveryCodesLeft={status.data.recoveryCodesLeft} onStarted={setEnrolment} onNewCodes={setRecoveryCodes} />
      )}
    </Card>
  );
}

/** The key in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function Enrol({ enrolment, onCancel, onConfirmed }: { enrolment: TotpEnrolment; onCancel: () => void; onConfirmed: (codes: string[]) => void }) {
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    if (code.trim() === '') {
      setError(t.codeRequired);
      input.current?.focus();
      return;
    }
    try {
      const { recoveryCodes } = await confirm.mutateAsync({ code });
      toast({ title: t.enabledToast, variant: 'success' });
      onConfirmed(recoveryCodes);
    } catch (failure) {
      if (isReauthenticationCancelled(failure)) return;
      if (isApiError(failure, 400)) {
        setError(serverMessageOf(failure));
        input.current?.focus();
        return;
      }
      toast({ title: serverMessageOf(failure) ?? t.loadFailed, description: failureDetail(failure), variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <h3 className="font-semibold">{t.scanTitle}</h3>
      <QrCode text={enrolment.otpauthUri} label={t.qrLabel} />
      <CopyValue label={t.secretLabel} value={grouped(enrolment.secret)} copied={{ title: t.copied }} />
      <Field id="totp-confirm-code" label={t.confirmLabel} error={error}>
        <Input
          {...fieldProps('totp-confirm-code', error)}
          ref={input}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className="text-center font-mono text-xl tracking-[0.4em]"
        />
      </Field>
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" className="flex-1" disabled={confirm.isPending}>
          {confirm.isPending ? t.confirming : t.confirm}
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const onCopy = async () => {
    if (await copyText(codes.join('\n'))) toast({ title: t.copied, variant: 'success' });
    else toast({ ...screenToasts.copyFailed, variant: 'destructive' });
  };
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">{t.recoveryTitle}</h3>
      <p className="text-sm leading-relaxed text-fg-muted">{t.recoveryIntro}</p>
      <ol aria-label={t.recoveryListLabel} className="grid grid-cols-1 gap-y-2 rounded-md bg-surface-muted p-4 text-center font-mono text-base tracking-wide min-[480px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={() => void onCopy()}>
          {t.copyCodes}
        </Button>
        <Button className="flex-1" onClick={onDone}>
          {t.savedThem}
        </Button>
      </div>
    </div>
  );
}
