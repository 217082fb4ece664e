import { useState, type FormEvent } from 'react';
import { z } from 'zod/mini';
import { changePasswordRequestSchema } from '../../../domain/schemas/security';
import { securityTexts } from '../../../domain/security-texts';
import { texts } from '../../../domain/messages';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Field, fieldProps } from '../components/ui/field';
import { PasswordInput } from '../components/ui/password-input';
import { toast } from '../components/ui/use-toast';
import { isApiError, serverMessageOf } from '../lib/api-client';
import { failureDetail, showServerFieldErrors } from '../lib/form-helpers';
import { useSchemaForm } from '../lib/use-schema-form';
import { useChangePassword } from './api/change-password';

const changeFormSchema = z
  .object({
    currentPassword: changePasswordRequestSchema.shape.currentPassword,
    newPassword: changePasswordRequestSchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((values) => values.newPassword === values.confirmPassword, {
      path: ['confirmPassword'],
      error: () => securityTexts.passwordsDoNotMatch,
    }),
  );

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password: the current one, the new one twice. The server signs every other session out
 * and mails the customer; this browser stays signed in. A wrong current password is said under it.
 */
export function ChangePasswordCard() {
  const [formKey, setFormKey] = useState(0);
  return (
    <Card aria-labelledby="change-password-title">
      <CardHeader>
        <CardTitle id="change-password-title">{securityTexts.changePasswordTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {/* A new form (empty fields) after each change. */}
        <ChangePasswordForm key={formKey} onChanged={() => setFormKey((key) => key + 1)} />
      </CardContent>
    </Card>
  );
}

function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const form = useSchemaForm({ initialValues: EMPTY, schema: changeFormSchema });
  const { errors } = form;
  const changePassword = useChangePassword();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changePassword.isPending) return;
    const data = await form.validate();
    if (!data) return;
    try {
      const answer = await changePassword.mutateAsync({ currentPassword: data.currentPassword, newPassword: data.newPassword });
      toast({ title: answer.message, variant: 'success' });
      onChanged();
    } catch (error) {
      if (showServerFieldErrors(form.setError, error, ['currentPassword', 'newPassword'] as const)) return;
      toast({
        title: securityTexts.changePasswordFailed,
        description: isApiError(error, 429) ? serverMessageOf(error) : (serverMessageOf(error) ?? failureDetail(error)),
        variant: 'destructive',
      });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <Field id="current-password" label={securityTexts.currentPassword} error={errors.currentPassword}>
        <PasswordInput {...fieldProps('current-password', errors.currentPassword)} {...form.register('currentPassword')} autoComplete="current-password" />
      </Field>
      <Field id="new-password" label={securityTexts.newPassword} error={errors.newPassword} hint={texts.passwordHint}>
        <PasswordInput {...fieldProps('new-password', errors.newPassword, texts.passwordHint)} {...form.register('newPassword')} autoComplete="new-password" />
      </Field>
      <Field id="confirm-new-password" label={securityTexts.confirmNewPassword} error={errors.confirmPassword}>
        <PasswordInput {...fieldProps('confirm-new-password', errors.confirmPassword)} {...form.register('confirmPassword')} autoComplete="new-password" />
      </Field>
      <Button type="submit" className="w-full" disabled={changePassword.isPending}>
        {changePassword.isPending ? securityTexts.changingPassword : securityTexts.changePassword}
      </Button>
    </form>
  );
}
