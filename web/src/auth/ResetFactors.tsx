import { formatDateTime } from '../../../domain/format';
import type { ResetFactors as Factors } from '../../../domain/schemas/security';
import { securityTexts as t } from '../../../domain/security-texts';
import { isApiError } from '../lib/api-client';
import { useResetFactors } from './api/reset-factors';

export interface Removals {
  passkeys: readonly string[];
  totp: boolean;
}

/**
 * The reset page's list of what else signs the account in (issue 32): its passkeys and its
 * authenticator app, each with a box to tick to remove it with the new password — what a thief who
 * held the account may have added. Nothing when the account has neither; a link the server refuses
 * is said by the reset itself.
 */
export function ResetFactors({ token, removals, onChange }: { token: string; removals: Removals; onChange: (removals: Removals) => void }) {
  const factors = useResetFactors(token);
  if (factors.isError) {
    return isApiError(factors.error, 400) ? null : <p className="text-sm text-fg-muted">{t.resetFactorsLoadFailed}</p>;
  }
  if (!factors.data || !hasAny(factors.data)) return null;
  const togglePasskey = (id: string, checked: boolean) =>
    onChange({ ...removals, passkeys: checked ? [...removals.passkeys, id] : removals.passkeys.filter((other) => other !== id) });

  return (
    <fieldset className="space-y-3 rounded-lg border border-border p-4">
      <legend className="px-1 font-semibold">{t.resetFactorsTitle}</legend>
      <p className="text-sm text-fg-muted">{t.resetFactorsIntro}</p>
      {factors.data.passkeys.map((passkey) => (
        <Choice
          key={passkey.id}
          label={t.resetRemovePasskey(passkey.name)}
          detail={t.resetPasskeyAdded(formatDateTime(passkey.createdAt))}
          checked={removals.passkeys.includes(passkey.id)}
          onChange={(checked) => togglePasskey(passkey.id, checked)}
        />
      ))}
      {factors.data.totp && (
        <Choice
          label={t.resetRemoveTotp}
          detail={t.resetTotpHint}
          checked={removals.totp}
          onChange={(checked) => onChange({ ...removals, totp: checked })}
        />
      )}
    </fieldset>
  );
}

function hasAny(factors: Factors): boolean {
  return factors.totp || factors.passkeys.length > 0;
}

function Choice({ label, detail, checked, onChange }: { label: string; detail: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-start gap-3">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-0.5 size-6 shrink-0 cursor-pointer accent-[var(--mr-primary)]" />
      <span className="min-w-0 space-y-0.5">
        <span className="block font-medium [overflow-wrap:anywhere]">{label}</span>
        <span className="block text-sm text-fg-muted">{detail}</span>
      </span>
    </label>
  );
}
