import type { FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../domain/constants';
import { texts, toasts } from '../../../domain/messages';
import { COUNTRIES, countryName, signupRequestSchema } from '../../../domain/schemas/auth';
import { Button } from '../components/ui/button';
import { Field, fieldProps } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { NativeSelect } from '../components/ui/native-select';
import { PasswordInput } from '../components/ui/password-input';
import { toast } from '../components/ui/use-toast';
import { useSchemaForm } from '../lib/use-schema-form';
import { useSignup } from './api/signup';
import { failureDetail, firstMissing, showServerFieldErrors } from '../lib/form-helpers';

const INITIAL = { firstName: '', lastName: '', email: '', password: '', country: '' };
type Name = keyof typeof INITIAL;
const REQUIRED = [
  { name: 'firstName' },
  { name: 'lastName' },
  { name: 'email' },
  { name: 'password', trim: false },
  { name: 'country' },
] as const satisfies readonly { name: Name; trim?: boolean }[];
const FIELDS = Object.keys(INITIAL) as Name[];

/**
 * Sign Up (docs/product.md § Sign in and sign up, § Validation): missing fields → toast; a password under 6
 * characters → toast; then the schema's messages under the fields; a taken email shows the server's message
 * under Email. Loaded on demand (it brings the shared schemas with it), so the sign-in entry stays small.
 */
export function SignUpForm() {
  const form = useSchemaForm({ initialValues: INITIAL, schema: signupRequestSchema });
  const { errors } = form;
  const signup = useSignup();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signup.isPending) return;
    const missing = firstMissing(form.values, REQUIRED);
    if (missing) {
      toast({ ...toasts.missingFields });
      form.focus(missing);
      return;
    }
    if (form.values.password.length < MIN_PASSWORD_LENGTH) {
      toast({ ...toasts.passwordTooShort });
      form.focus('password');
      return;
    }
    const data = await form.validate();
    if (!data) return;
    try {
      await signup.mutateAsync(data);
      toast({ ...toasts.accountCreated, variant: 'success' });
    } catch (error) {
      showServerFieldErrors(form.setError, error, FIELDS, 'email');
      toast({ ...toasts.signUpFailed, description: failureDetail(error), variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <div className="grid grid-cols-2 gap-3">
        <Field id="signup-first-name" label={texts.firstName} error={errors.firstName}>
          <Input
            {...fieldProps('signup-first-name', errors.firstName)}
            {...form.register('firstName')}
            autoComplete="given-name"
            autoCapitalize="words"
          />
        </Field>
        <Field id="signup-last-name" label={texts.lastName} error={errors.lastName}>
          <Input
            {...fieldProps('signup-last-name', errors.lastName)}
            {...form.register('lastName')}
            autoComplete="family-name"
            autoCapitalize="words"
          />
        </Field>
      </div>
      <Field id="signup-email" label={texts.email} error={errors.email}>
        <Input
          {...fieldProps('signup-email', errors.email)}
          {...form.register('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <Field id="signup-password" label={texts.password} error={errors.password} hint={texts.passwordHint}>
        <PasswordInput
          {...fieldProps('signup-password', errors.password, texts.passwordHint)}
          {...form.register('password')}
          autoComplete="new-password"
        />
      </Field>
      <Field id="signup-country" label={texts.country} error={errors.country}>
        <NativeSelect {...fieldProps('signup-country', errors.country)} {...form.register('country')} autoComplete="country-name">
          <option value="" disabled>
            {texts.selectCountry}
          </option>
          {COUNTRIES.map((country) => (
            <option key={country.value} value={country.value}>
              {countryName(country.value)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button type="submit" className="w-full" disabled={signup.isPending}>
        {signup.isPending ? texts.creatingAccount : texts.signUp}
      </Button>
    </form>
  );
}
