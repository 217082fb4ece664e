import { BadgeCheck, Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { complianceTexts } from '../../../domain/compliance-texts';
import { screenTexts, screenToasts, texts } from '../../../domain/messages';
import { updateProfileRequestSchema } from '../../../domain/schemas/profile';
import { useCurrentUser } from '../auth/current-user';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Field, fieldProps } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { toast } from '../components/ui/use-toast';
import { failureDetail, showServerFieldErrors } from '../lib/form-helpers';
import { useSchemaForm } from '../lib/use-schema-form';
import { useUpdateProfile } from './api/update-profile';

const FIELDS = ['username', 'phone', 'address'] as const;

/**
 * Personal information with the Edit / Cancel toggle (docs/product.md § Profile): full name, phone and
 * address change; email does not.
 */
export function PersonalInfoCard() {
  const [editing, setEditing] = useState(false);
  return (
    <Card aria-labelledby="personal-info" className="p-5">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="personal-info" className="text-lg font-semibold">
          {screenTexts.personalInformation}
        </h2>
        {/* One width in both states, so the title does not jump to two lines when editing starts. */}
        <Button variant="secondary" size="sm" className="min-w-24" aria-expanded={editing} onClick={() => setEditing((on) => !on)}>
          {!editing && <Pencil aria-hidden />}
          {editing ? texts.cancel : screenTexts.edit}
        </Button>
      </div>
      {editing ? <EditForm onDone={() => setEditing(false)} /> : <Details />}
    </Card>
  );
}

function Details() {
  const user = useCurrentUser();
  const rows = [
    // Once verified, the name is the verified one (issue 31): said so, with how to have it changed.
    { label: user.nameLocked ? complianceTexts.nameLockedLabel : screenTexts.fullName, value: user.username, note: user.nameLocked ? complianceTexts.nameLocked : undefined },
    { label: texts.email, value: user.email },
    { label: screenTexts.phone, value: user.phone },
    { label: screenTexts.address, value: user.address },
  ];
  return (
    <dl className="divide-y divide-border">
      {rows.map((row) => (
        <div key={row.label} className="py-3 first:pt-0 last:pb-0">
          <dt className="text-sm text-fg-muted">{row.label}</dt>
          <dd className={row.value ? 'font-medium [overflow-wrap:anywhere]' : 'italic text-fg-muted'}>{row.value || screenTexts.notProvided}</dd>
          {row.note && (
            <dd className="mt-1 flex items-start gap-1.5 text-sm text-fg-muted" data-testid="name-locked">
              <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{row.note}</span>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

function EditForm({ onDone }: { onDone: () => void }) {
  const user = useCurrentUser();
  const form = useSchemaForm({
    initialValues: { username: user.username, phone: user.phone ?? '', address: user.address ?? '' },
    schema: updateProfileRequestSchema,
  });
  const { errors } = form;
  const updateProfile = useUpdateProfile();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (updateProfile.isPending) return;
    try {
      // A verified name is not the form's to change (the server would answer 409 name_locked).
      const { username, ...rest } = form.values;
      await updateProfile.mutateAsync(user.nameLocked ? rest : { username, ...rest });
      toast({ ...screenToasts.profileUpdated, variant: 'success' });
      onDone();
    } catch (error) {
      showServerFieldErrors(form.setError, error, FIELDS);
      toast({ ...screenToasts.profileUpdateFailed, description: failureDetail(error) ?? screenToasts.profileUpdateFailed.description, variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {user.nameLocked ? (
        <Field id="profile-username" label={complianceTexts.nameLockedLabel} hint={complianceTexts.nameLocked}>
          <Input {...fieldProps('profile-username', undefined, complianceTexts.nameLocked)} value={user.username} readOnly className="bg-surface-muted" />
        </Field>
      ) : (
        <Field id="profile-username" label={screenTexts.fullName} error={errors.username}>
          <Input {...fieldProps('profile-username', errors.username)} {...form.register('username')} autoComplete="name" autoFocus />
        </Field>
      )}
      <Field id="profile-email" label={texts.email} hint={screenTexts.emailReadOnly}>
        <Input {...fieldProps('profile-email', undefined, screenTexts.emailReadOnly)} value={user.email} readOnly className="bg-surface-muted" />
      </Field>
      <Field id="profile-phone" label={screenTexts.phone} error={errors.phone}>
        <Input {...fieldProps('profile-phone', errors.phone)} {...form.register('phone')} type="tel" inputMode="tel" autoComplete="tel" />
      </Field>
      <Field id="profile-address" label={screenTexts.address} error={errors.address}>
        <Input {...fieldProps('profile-address', errors.address)} {...form.register('address')} autoComplete="street-address" />
      </Field>
      <Button type="submit" className="w-full" disabled={updateProfile.isPending}>
        {updateProfile.isPending ? screenTexts.saving : screenTexts.saveChanges}
      </Button>
    </form>
  );
}
