import { useEffect, useRef } from 'react';
import { useIfscLookup, type IfscLookup } from './api/lookup-ifsc';
import type { RecipientField, RecipientValues } from './RecipientFields';

interface RecipientForm {
  values: RecipientValues;
  setValue: (name: RecipientField, value: string) => void;
}

/**
 * The add-recipient forms' IFSC lookup (issue 20): a known code fills the bank name unless the
 * customer typed their own; a code that turns out unknown takes back only a name it filled itself.
 */
export function useIfscAutofill({ values, setValue }: RecipientForm): IfscLookup {
  const lookup = useIfscLookup(values.ifscCode);
  // The bank name this hook last put in the field ('' when the customer's own is there).
  const filled = useRef('');
  const knownBank = lookup.status === 'known' ? lookup.bank.bank : undefined;
  const typed = values.bankName;

  useEffect(() => {
    const ours = typed.trim() === '' || typed === filled.current;
    if (!ours) return;
    if (knownBank !== undefined && typed !== knownBank) {
      filled.current = knownBank;
      setValue('bankName', knownBank);
    } else if (lookup.status === 'unknown' && filled.current !== '' && typed === filled.current) {
      filled.current = '';
      setValue('bankName', '');
    }
  }, [knownBank, lookup.status, typed, setValue]);

  return lookup;
}
