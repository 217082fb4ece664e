import { FileCheck } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { complianceTexts } from '../../../domain/compliance-texts';
import { DOCUMENT_TYPES, ID_DOCUMENT_TYPES } from '../../../domain/schemas/compliance';
import { Field, fieldProps } from '../components/ui/field';
import { Input, inputClass } from '../components/ui/input';
import { NativeSelect } from '../components/ui/native-select';
import { cn } from '../lib/cn';
import { localToday, fileSize, photoProblem } from './verify-form';
import type { VerifyFieldsProps } from './verify-fields';

interface PhotoIdFieldsProps extends VerifyFieldsProps {
  file: File | null;
  /** A file that passed the type and size checks, or null when the choice was cleared or refused. */
  onFile: (file: File | null) => void;
  onPhotoError: (message: string) => void;
}

/** The government photo ID: its type, number, issuer, expiry, and a photo of it (checked before upload). */
export function PhotoIdFields({ register, errors, file, onFile, onPhotoError }: PhotoIdFieldsProps) {
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? photoProblem(chosen) : undefined;
    if (problem) {
      // Cleared, so choosing the same (fixed) file again fires a change.
      event.target.value = '';
      onFile(null);
      onPhotoError(problem);
      return;
    }
    onFile(chosen);
  };

  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-lg font-semibold">{complianceTexts.photoId}</legend>
      <Field id="verify-idType" label={complianceTexts.idType} error={errors.idType}>
        <NativeSelect {...fieldProps('verify-idType', errors.idType)} {...register('idType')}>
          <option value="" disabled>
            {complianceTexts.selectIdType}
          </option>
          {ID_DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {complianceTexts.idTypes[type]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="verify-idNumber" label={complianceTexts.idNumber} error={errors.idNumber}>
        <Input {...fieldProps('verify-idNumber', errors.idNumber)} {...register('idNumber')} autoComplete="off" spellCheck={false} />
      </Field>
      <Field
        id="verify-issuingJurisdiction"
        label={complianceTexts.issuingJurisdiction}
        error={errors.issuingJurisdiction}
        hint={complianceTexts.issuingJurisdictionHint}
      >
        <Input
          {...fieldProps('verify-issuingJurisdiction', errors.issuingJurisdiction, complianceTexts.issuingJurisdictionHint)}
          {...register('issuingJurisdiction')}
          autoComplete="off"
        />
      </Field>
      <Field id="verify-expiryDate" label={complianceTexts.expiryDate} error={errors.expiryDate}>
        <Input {...fieldProps('verify-expiryDate', errors.expiryDate)} {...register('expiryDate')} type="date" min={localToday()} />
      </Field>
      <Field id="verify-photo" label={complianceTexts.idPhoto} error={errors.photo} hint={complianceTexts.idPhotoHint}>
        <input
          {...fieldProps('verify-photo', errors.photo, complianceTexts.idPhotoHint)}
          {...register('photo')}
          // A file input is never controlled: its value (the file) is the browser's; the form keeps the name.
          value={undefined}
          type="file"
          accept={DOCUMENT_TYPES.join(',')}
          onChange={onChoose}
          className={cn(
            inputClass,
            'h-auto py-2 file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-sm file:border-0 file:bg-primary-soft file:px-3 file:font-semibold file:text-primary',
          )}
        />
      </Field>
      {file && (
        <p className="flex items-center gap-2 text-sm font-medium [overflow-wrap:anywhere]">
          <FileCheck aria-hidden className="size-4 shrink-0 text-success" />
          {complianceTexts.idPhotoChosen(file.name, fileSize(file.size))}
        </p>
      )}
    </fieldset>
  );
}
