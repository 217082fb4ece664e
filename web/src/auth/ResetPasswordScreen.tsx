import { CircleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { z } from 'zod/mini';
import { texts, toasts, validation } from '../../../domain/messages';
import { resetPasswordRequestSchema } from '../../../domain/schemas/auth';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Field, fieldProps } from '../components/ui/field';
import { PasswordInput } from '../components/ui/password-input';
import { toast } from '../components/ui/use-toast';
import { isApiError, serverMessageOf } from '../lib/api-client';
import { usePageTitle } from '../lib/use-page-title';
import { useSchemaForm } from '../lib/use-schema-form';
import { useMe } from './api/get-me';
import { useResetPassword } from './api/reset-password';
import { AuthLayout } from './AuthLayout';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { ResetFactors, type Removals } from './ResetFactors';
import { failureDetail, firstMissing } from '../lib/form-helpers';

const resetFormSchema = z
  .object({
    password: resetPasswordRequestSchema.shape.password,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      error: () => texts.passwordsDoNotMatch,
    }),
  );

/**
 * /reset-password?token=…, opened from the emailed link, signed in or not. Success signs this
 * browser out and leads to the sign-in screen; an invalid or expired link offers a new one. The
 * account's passkeys and authenticator app are listed, to be removed with the new password (issue 32).
 */
export function ResetPasswordScreen() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : validation.resetTokenInvalid);
  const [requestOpen, setRequestOpen] = useState(false);
  const signedIn = Boolean(useMe().data);
  usePageTitle(texts.resetPasswordTitle);

  return (
    <AuthLayout brandIsHeading={false}>
      <Card>
        <CardContent>
          <h1 className="text-xl font-bold">{texts.resetPasswordTitle}</h1>
          {linkProblem ? (
            <LinkProblem
              message={linkProblem}
              // After a refused submission the form is gone: move focus to the way forward.
              autoFocus={Boolean(token)}
              onRequestNewLink={() => setRequestOpen(true)}
            />
          ) : (
            <ResetPasswordForm token={token} onLinkProblem={setLinkProblem} />
          )}
        </CardContent>
      </Card>
      <div className="mt-4 flex justify-center">
        <Button asChild variant="link" className="text-sm font-semibold">
          <Link href="/">{signedIn ? texts.goHome : texts.backToSignIn}</Link>
        </Button>
      </div>
      <ForgotPasswordDialog open={requestOpen} onOpenChange={setRequestOpen} />
    </AuthLayout>
  );
}

interface LinkProblemProps {
  message: string;
  autoFocus: boolean;
  onRequestNewLink: () => void;
}

function LinkProblem({ message, autoFocus, onRequestNewLink }: LinkProblemProps) {
  return (
    <div className="mt-4 space-y-5">
      <div role="alert" className="flex gap-3 rounded-md border border-danger/40 bg-danger-soft p-4 text-sm text-fg">
        <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
        <p>{message}</p>
      </div>
      <Button className="w-full" autoFocus={autoFocus} onClick={onRequestNewLink}>
        {texts.requestNewLink}
      </Button>
    </div>
  );
}

function ResetPasswordForm({ token, onLinkProblem }: { token: string; onLinkProblem: (message: string) => void }) {
  const [, navigate] = useLocation();
  const form = useSchemaForm({ initialValues: { password: '', confirmPassword: '' }, schema: resetFormSchema });
  const { errors } = form;
  const resetPassword = useResetPassword();
  const [removals, setRemovals] = useState<Removals>({ passkeys: [], totp: false });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (resetPassword.isPending) return;
    const missing = firstMissing(form.values, [
      { name: 'password', trim: false },
      { name: 'confirmPassword', trim: false },
    ]);
    if (missing) {
      toast({ ...toasts.missingFields });
      form.focus(missing);
      return;
    }
    const data = await form.validate();
    if (!data) return;
    try {
      await resetPassword.mutateAsync({
        token,
        password: data.password,
        ...(removals.passkeys.length > 0 ? { removePasskeys: [...removals.passkeys] } : {}),
        ...(removals.totp ? { removeTotp: true } : {}),
      });
      toast({ ...toasts.passwordUpdated, variant: 'success' });
      navigate('/', { replace: true });
    } catch (error) {
      if (isApiError(error, 400)) {
        const passwordProblem = error.fieldErrors?.token ? undefined : error.fieldErrors?.password;
        if (passwordProblem) form.setError('password', passwordProblem, { focus: true });
        else onLinkProblem(serverMessageOf(error) ?? validation.resetTokenInvalid);
      } else {
        toast({ ...toasts.passwordResetFailed, description: failureDetail(error), variant: 'destructive' });
      }
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-5">
      <p className="-mt-3 text-sm text-fg-muted">{texts.resetPasswordIntro}</p>
      <Field id="reset-password" label={texts.newPassword} error={errors.password} hint={texts.passwordHint}>
        <PasswordInput
          {...fieldProps('reset-password', errors.password, texts.passwordHint)}
          {...form.register('password')}
          autoComplete="new-password"
        />
      </Field>
      <Field id="reset-confirm-password" label={texts.confirmNewPassword} error={errors.confirmPassword}>
        <PasswordInput
          {...fieldProps('reset-confirm-password', errors.confirmPassword)}
          {...form.register('confirmPassword')}
          autoComplete="new-password"
        />
      </Field>
      <ResetFactors token={token} removals={removals} onChange={setRemovals} />
      <Button type="submit" className="w-full" disabled={resetPassword.isPending}>
        {resetPassword.isPending ? texts.updatingPassword : texts.updatePassword}
      </Button>
    </form>
  );
}
