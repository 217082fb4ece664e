import type { Ref } from 'react';
import { Field, fieldProps } from './ui/field';
import { Input } from './ui/input';

/**
 * The field a second factor's code is typed into (sign-in's second step, the desk's step-up): six
 * digits spaced out for an authenticator app's code, or a recovery code, with the phone's one-time
 * code autofill.
 */
export function SecondFactorCodeField({
  id,
  mode,
  label,
  hint,
  error,
  value,
  onChange,
  inputRef,
}: {
  id: string;
  mode: 'totp' | 'recovery';
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input
        {...fieldProps(id, error, hint)}
        ref={inputRef}
        key={mode}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode={mode === 'totp' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={mode === 'totp' ? 7 : 40}
        className={mode === 'totp' ? 'text-center font-mono text-xl tracking-[0.4em]' : 'font-mono'}
      />
    </Field>
  );
}
