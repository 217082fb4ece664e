import { complianceTexts } from '../../../domain/compliance-texts';
import { PROVINCES } from '../../../domain/schemas/compliance';
import { Field, fieldProps } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { NativeSelect } from '../components/ui/native-select';
import type { VerifyFieldsProps } from './verify-fields';

/** Date of birth, occupation and home address (street, city, province, postal code). */
export function AboutYouFields({ register, errors }: VerifyFieldsProps) {
  return (
    <>
      <fieldset className="space-y-4">
        <legend className="mb-3 text-lg font-semibold">{complianceTexts.aboutYou}</legend>
        <Field id="verify-dateOfBirth" label={complianceTexts.dateOfBirth} error={errors.dateOfBirth}>
          <Input {...fieldProps('verify-dateOfBirth', errors.dateOfBirth)} {...register('dateOfBirth')} type="date" autoComplete="bday" />
        </Field>
        <Field id="verify-occupation" label={complianceTexts.occupation} error={errors.occupation} hint={complianceTexts.occupationHint}>
          <Input
            {...fieldProps('verify-occupation', errors.occupation, complianceTexts.occupationHint)}
            {...register('occupation')}
            autoComplete="organization-title"
          />
        </Field>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-3 text-lg font-semibold">{complianceTexts.homeAddress}</legend>
        <Field id="verify-street" label={complianceTexts.street} error={errors.street}>
          <Input {...fieldProps('verify-street', errors.street)} {...register('street')} autoComplete="street-address" />
        </Field>
        <Field id="verify-city" label={complianceTexts.city} error={errors.city}>
          <Input {...fieldProps('verify-city', errors.city)} {...register('city')} autoComplete="address-level2" />
        </Field>
        <Field id="verify-province" label={complianceTexts.province} error={errors.province}>
          <NativeSelect {...fieldProps('verify-province', errors.province)} {...register('province')} autoComplete="address-level1">
            <option value="" disabled>
              {complianceTexts.selectProvince}
            </option>
            {PROVINCES.map((code) => (
              <option key={code} value={code}>
                {complianceTexts.provinceNames[code]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="verify-postalCode" label={complianceTexts.postalCode} error={errors.postalCode} hint={complianceTexts.postalCodeHint}>
          <Input
            {...fieldProps('verify-postalCode', errors.postalCode, complianceTexts.postalCodeHint)}
            {...register('postalCode')}
            autoComplete="postal-code"
            autoCapitalize="characters"
            maxLength={7}
            className="uppercase"
          />
        </Field>
      </fieldset>
    </>
  );
}
