import { Search } from 'lucide-react';
import { type FormEvent } from 'react';
import { screeningTestSchema, type ScreeningTestResponse } from '../../../../domain/schemas/screening';
import { screeningTexts } from '../../../../domain/screening-texts';
import { Button } from '../../components/ui/button';
import { Field, fieldProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { isApiError, serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useScreeningTest } from './api';

/** An operator tries a name (and a date of birth) against the current list and sees what would match and why. */
export function ScreeningTestForm() {
  const test = useScreeningTest();
  const form = useSchemaForm({
    initialValues: { name: '', dateOfBirth: '' },
    schema: screeningTestSchema,
    prepare: (values) => ({ name: values.name, ...(values.dateOfBirth ? { dateOfBirth: values.dateOfBirth } : {}) }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = await form.validate();
    if (!request) return;
    try {
      await test.mutateAsync(request);
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : undefined;
      if (fields?.name) form.setError('name', fields.name, { focus: true });
      if (fields?.dateOfBirth) form.setError('dateOfBirth', fields.dateOfBirth, { focus: true });
    }
  };

  return (
    <section aria-labelledby="screening-test-title" className="space-y-3">
      <div>
        <h3 id="screening-test-title" className="font-semibold">
          {screeningTexts.testHeading}
        </h3>
        <p className="text-sm text-fg-muted">{screeningTexts.testIntro}</p>
      </div>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <Field id="screening-name" label={screeningTexts.nameLabel} error={form.errors.name}>
          <Input {...form.register('name')} {...fieldProps('screening-name', form.errors.name)} autoComplete="off" maxLength={400} />
        </Field>
        <Field id="screening-dob" label={screeningTexts.dateOfBirthLabel} error={form.errors.dateOfBirth}>
          <Input {...form.register('dateOfBirth')} {...fieldProps('screening-dob', form.errors.dateOfBirth)} type="date" />
        </Field>
        <Button type="submit" variant="secondary" disabled={test.isPending} className="sm:mt-6.5">
          <Search aria-hidden />
          {test.isPending ? screeningTexts.testing : screeningTexts.test}
        </Button>
      </form>
      {test.isError && !isApiError(test.error, 400) && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {[screeningTexts.testFailed, serverMessageOf(test.error) ?? failureDetail(test.error)].filter(Boolean).join(' ')}
        </p>
      )}
      {test.data && <ScreeningResults result={test.data} />}
    </section>
  );
}

function ScreeningResults({ result }: { result: ScreeningTestResponse }) {
  if (result.matches.length === 0) {
    return (
      <p role="status" className="text-sm">
        {screeningTexts.noMatch(result.listVersion)}
      </p>
    );
  }
  return (
    <div role="status" className="space-y-2">
      <p className="text-sm font-semibold">{screeningTexts.matchesFound(result.matches.length, result.listVersion)}</p>
      <ol className="divide-y divide-border rounded-md border border-border">
        {result.matches.map((match) => (
          <li key={`${match.listName}/${match.entryId}`} className="space-y-0.5 p-3 text-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">{match.name}</span>
              <span className="tabular font-semibold">{screeningTexts.score(match.score.toFixed(2))}</span>
            </p>
            <p className="text-fg-muted">{screeningTexts.entry(match.listName, match.entryId)}</p>
            {match.matchedName !== match.name && <p className="text-fg-muted">{screeningTexts.matchedAs(match.matchedName)}</p>}
            <p className="break-words font-mono text-xs text-fg-muted">
              {/* What made the score: the flags that were set and the measures that were not nothing. */}
              {Object.entries(match.features)
                .filter(([, value]) => value !== false && value !== 0 && value !== 'unknown')
                .map(([feature, value]) => (value === true ? feature : `${feature}: ${String(value)}`))
                .join(' · ')}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
