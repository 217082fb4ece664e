import type { ChangeEvent } from 'react';
import type { FormErrors } from '../lib/use-schema-form';
import type { VerificationField, VerificationValues } from './verify-form';

/** What each part of the verify form gets from the form's state. */
export interface VerifyFieldsProps {
  register: (name: VerificationField) => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
    ref: (element: HTMLElement | null) => void;
  };
  errors: FormErrors<VerificationValues>;
}
