import type { ChangeEvent } from 'react';
import { screenTexts } from '../../../domain/messages';
import { Field, fieldProps } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { NativeSelect } from '../components/ui/native-select';
import type { FormErrors } from '../lib/use-schema-form';

export const EMPTY_RECIPIENT = { name: '', accountNumber: '', ifscCode: '', bankName: '', relationship: '' };
export type RecipientValues = typeof EMPTY_RECIPIENT;
export type RecipientField = keyof RecipientValues;
export const RECIPIENT_FIELDS = Object.keys(EMPTY_RECIPIENT) as RecipientField[];

type Register = (name: RecipientField) => {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  ref: (element: HTMLElement | null) => void;
};

interface RecipientFieldsProps {
  /** Prefix of the controls' ids (two forms may exist on one page). */
  idPrefix: string;
  register: Register;
  errors: FormErrors<RecipientValues>;
  relationships: readonly string[];
}

/** Full Name, Account Number, IFSC Code, Bank Name and Relationship: the fields of both add-recipient forms. */
export function RecipientFields({ idPrefix, register, errors, relationships }: RecipientFieldsProps) {
  const id = (name: RecipientField) => `${idPrefix}-${name}`;
  return (
    <div className="space-y-4">
      <Field id={id('name')} label={screenTexts.fullName} error={errors.name}>
        <Input {...fieldProps(id('name'), errors.name)} {...register('name')} autoComplete="off" autoCapitalize="words" />
      </Field>
      <Field id={id('accountNumber')} label={screenTexts.accountNumber} error={errors.accountNumber}>
        <Input
          {...fieldProps(id('accountNumber'), errors.accountNumber)}
          {...register('accountNumber')}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <Field id={id('ifscCode')} label={screenTexts.ifscCode} error={errors.ifscCode}>
        <Input
          {...fieldProps(id('ifscCode'), errors.ifscCode)}
          {...register('ifscCode')}
          placeholder={screenTexts.ifscPlaceholder}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          className="uppercase placeholder:normal-case"
        />
      </Field>
      <Field id={id('bankName')} label={screenTexts.bankName} error={errors.bankName}>
        <Input {...fieldProps(id('bankName'), errors.bankName)} {...register('bankName')} autoComplete="off" />
      </Field>
      <Field id={id('relationship')} label={screenTexts.relationship} error={errors.relationship}>
        <NativeSelect {...fieldProps(id('relationship'), errors.relationship)} {...register('relationship')}>
          <option value="" disabled>
            {screenTexts.selectRelationship}
          </option>
          {relationships.map((relationship) => (
            <option key={relationship} value={relationship}>
              {relationship}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}
