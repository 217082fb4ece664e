import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { texts, toasts } from '../../../domain/messages';
import { withTexts } from '../../../domain/texts/load-texts';
import { Button } from '../components/ui/button';
import { Field, fieldProps } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { PasswordInput } from '../components/ui/password-input';
import { toast } from '../components/ui/use-toast';
import { useSchemaForm } from '../lib/use-schema-form';
import type { SecondFactorMethod } from '../../../domain/schemas/second-factor';
import type * as PasskeySignInModule from '../security/passkeys/passkey-sign-in';
import { useLogin } from './api/login';
import { authSchemas } from './api/schemas';
import { failureDetail, firstMissing } from '../lib/form-helpers';

const loginSchema = async () => (await authSchemas()).loginRequestSchema;
// Only accounts with a second factor need it: fetched when the password step asks for it.
const SecondFactorForm = lazy(
  withTexts(['second-factor-texts', 'passkey-texts', 'api-messages'], () => import('./SecondFactorForm').then((module) => ({ default: module.SecondFactorForm }))),
);
// Passkeys' browser code, on demand only: a click on the button, or the email field's first focus (autofill).
let passkeyModule: Promise<typeof PasskeySignInModule> | undefined;
const passkeySignIn = () =>
  (passkeyModule ??= withTexts(['passkey-texts'], () => import('../security/passkeys/passkey-sign-in'))().catch((error: unknown) => {
    passkeyModule = undefined; // a failed download is tried again next time
    throw error;
  }));
const canUsePasskeys = () => typeof window.PublicKeyCredential === 'function';

interface SignInFormProps {
  onForgotPassword: (email: string) => void;
  /** Called when the pointer or focus reaches "Forgot Password", to fetch the dialog early. */
  onForgotPasswordIntent?: () => void;
}

/**
 * Sign In (docs/product.md § Sign in and sign up, § Validation): missing fields → toast; then the schema's
 * messages under the fields.
 */
export function SignInForm({ onForgotPassword, onForgotPasswordIntent }: SignInFormProps) {
  const form = useSchemaForm({ initialValues: { email: '', password: '' }, schema: loginSchema });
  const { errors } = form;
  const login = useLogin();
  const [secondStep, setSecondStep] = useState<SecondFactorMethod[] | undefined>();
  const queryClient = useQueryClient();
  const [passkeyPending, setPasskeyPending] = useState(false);
  // Whatever autofill request is pending ends with the form.
  useEffect(() => () => void passkeyModule?.then((module) => module.stopPasskeyAutofill()).catch(() => undefined), []);

  const offerPasskeyAutofill = () => {
    if (canUsePasskeys()) void passkeySignIn().then((module) => module.startPasskeyAutofill(queryClient)).catch(() => undefined);
  };
  const onPasskey = async () => {
    setPasskeyPending(true);
    try {
      await (await passkeySignIn()).signInWithPasskey(queryClient);
    } catch (error) {
      toast({ ...toasts.signInFailed, description: failureDetail(error), variant: 'destructive' });
    } finally {
      setPasskeyPending(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const missing = firstMissing(form.values, [{ name: 'email' }, { name: 'password', trim: false }]);
    if (missing) {
      toast({ ...toasts.missingFields });
      form.focus(missing);
      return;
    }
    try {
      const data = await form.validate();
      if (!data) return;
      const answer = await login.mutateAsync(data);
      if ('secondFactorRequired' in answer) {
        setSecondStep(answer.methods);
        return;
      }
      toast({ ...toasts.welcomeBack, variant: 'success' });
    } catch (error) {
      toast({ ...toasts.signInFailed, description: failureDetail(error), variant: 'destructive' });
    }
  };

  if (secondStep) {
    return (
      <Suspense fallback={<p role="status">{texts.loading}</p>}>
        <SecondFactorForm
          methods={secondStep}
          onBack={() => {
            setSecondStep(undefined);
            form.setValue('password', '');
          }}
        />
      </Suspense>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <Field id="signin-email" label={texts.email} error={errors.email}>
        <Input
          {...fieldProps('signin-email', errors.email)}
          {...form.register('email')}
          type="email"
          inputMode="email"
          autoComplete="username webauthn"
          autoCapitalize="none"
          spellCheck={false}
          onFocus={offerPasskeyAutofill}
        />
      </Field>
      <div className="space-y-1">
        <Field id="signin-password" label={texts.password} error={errors.password}>
          <PasswordInput
            {...fieldProps('signin-password', errors.password)}
            {...form.register('password')}
            autoComplete="current-password"
          />
        </Field>
        <div className="flex justify-end">
          <Button
            variant="link"
            className="text-sm font-semibold"
            onPointerEnter={onForgotPasswordIntent}
            onFocus={onForgotPasswordIntent}
            onClick={() => onForgotPassword(form.values.email)}
          >
            {texts.forgotPassword}
          </Button>
        </div>
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? texts.signingIn : texts.signIn}
      </Button>
      {canUsePasskeys() && (
        <Button variant="secondary" className="w-full" disabled={passkeyPending} onClick={() => void onPasskey()}>
          {texts.signInWithPasskey}
        </Button>
      )}
    </form>
  );
}
