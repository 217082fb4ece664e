import type { ChangeEvent } from 'react';
import { complianceTexts } from '../../../domain/compliance-texts';
import { ifscTexts } from '../../../domain/ifsc-texts';
import { screenTexts } from '../../../domain/messages';
import type { CreateRecipientRequest } from '../../../domain/schemas/recipient';
import { Field, fieldProps } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { NativeSelect } from '../components/ui/native-select';
import type { FormErrors } from '../lib/use-schema-form';
import type { IfscLookup } from './api/lookup-ifsc';

export const EMPTY_RECIPIENT = { name: '', accountNumber: '', ifscCode: '', bankName: '', relationship: '', address: '', city: '', state: '' };
export type RecipientValues = typeof EMPTY_RECIPIENT;
export type RecipientField = keyof RecipientValues;
export const RECIPIENT_FIELDS = Object.keys(EMPTY_RECIPIENT) as RecipientField[];
/** The address (travel rule) is optional when saving: needed only for transfers of 1,000 CAD or more. */
const OPTIONAL_FIELDS: readonly RecipientField[] = ['address', 'city', 'state'];
export const REQUIRED_RECIPIENT_FIELDS = RECIPIENT_FIELDS.filter((name) => !OPTIONAL_FIELDS.includes(name));

/** The create request: optional address fields left empty are not sent at all. */
export function recipientRequest(values: RecipientValues): CreateRecipientRequest {
  const request: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!OPTIONAL_FIELDS.includes(name as RecipientField) || value.trim() !== '') request[name] = value;
  }
  return request as CreateRecipientRequest;
}

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
  /** What the IFSC data says of the code typed (useIfscAutofill), shown under the field. */
  ifsc: IfscLookup;
}

/** Under the IFSC field, quietly and read out politely: whose code it is (and the branch when the data has it), or that it is unknown. */
function IfscBankHint({ id, lookup }: { id: string; lookup: IfscLookup }) {
  let text = '';
  if (lookup.status === 'loading') text = ifscTexts.lookingUp;
  if (lookup.status === 'unknown') text = ifscTexts.unknown;
  if (lookup.status === 'known') {
    const { bank, branch, city, state } = lookup.bank;
    const place = [branch, city, state].filter(Boolean).join(', ');
    text = place ? `${ifscTexts.bankOf(bank)} ${ifscTexts.branchAt(place)}` : ifscTexts.bankOf(bank);
  }
  return (
    <p id={id} aria-live="polite" className="text-sm text-fg-muted">
      {text}
    </p>
  );
}

/**
 * Full Name, Account Number, IFSC Code (with whose code it is), Bank Name (filled in from a known
 * IFSC) and Relationship, then the optional Address, City and State (the travel rule): the fields
 * of both add-recipient forms.
 */
export function RecipientFields({ idPrefix, register, errors, relationships, ifsc }: RecipientFieldsProps) {
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
          aria-describedby={[fieldProps(id('ifscCode'), errors.ifscCode)['aria-describedby'], `${id('ifscCode')}-bank`].filter(Boolean).join(' ')}
          {...register('ifscCode')}
          placeholder={screenTexts.ifscPlaceholder}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          className="uppercase placeholder:normal-case"
        />
        <IfscBankHint id={`${id('ifscCode')}-bank`} lookup={ifsc} />
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
      <RecipientAddressFields idPrefix={idPrefix} register={register} errors={errors} />
    </div>
  );
}

/** Address, City and State, with the hint that transfers of 1,000 CAD or more need them. */
type AddressField = 'address' | 'city' | 'state';

interface RecipientAddressFieldsProps {
  idPrefix: string;
  register: (name: AddressField) => ReturnType<Register>;
  errors: Partial<Record<AddressField, string>>;
  /** Under its own heading and hint (the add forms); a dialog about the address alone says it in its title. */
  titled?: boolean;
}

export function RecipientAddressFields({ idPrefix, register, errors, titled = true }: RecipientAddressFieldsProps) {
  const id = (name: AddressField) => `${idPrefix}-${name}`;
  const hintId = `${idPrefix}-address-hint`;
  return (
    <fieldset className="space-y-4" aria-describedby={titled ? hintId : undefined}>
      {titled && (
        <>
          <legend className="mb-1 text-sm font-semibold">{complianceTexts.recipientAddressTitle}</legend>
          <p id={hintId} className="!mt-1 text-sm text-fg-muted">
            {complianceTexts.recipientAddressHint}
          </p>
        </>
      )}
      <Field id={id('address')} label={complianceTexts.recipientAddress} error={errors.address}>
        <Input {...fieldProps(id('address'), errors.address)} {...register('address')} autoComplete="off" />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={id('city')} label={complianceTexts.recipientCity} error={errors.city}>
          <Input {...fieldProps(id('city'), errors.city)} {...register('city')} autoComplete="off" />
        </Field>
        <Field id={id('state')} label={complianceTexts.recipientState} error={errors.state}>
          <Input {...fieldProps(id('state'), errors.state)} {...register('state')} autoComplete="off" />
        </Field>
      </div>
    </fieldset>
  );
}
