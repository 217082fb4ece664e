import { useEffect, useRef } from 'react';
import { useIfscLookup, type IfscLookup } from './api/lookup-ifsc';
import type { RecipientField, RecipientValues } from './RecipientFields';

interface RecipientForm {
  values: RecipientValues;
  setValue: (name: RecipientField, value: string) => void;
}

/**
 * The add-recipient forms' IFSC lookup (issue 20). When the answer for a code arrives, a known code
 * fills the bank name unless the customer typed their own, and an unknown one takes back only a name
 * this hook filled. Once per code: emptied afterwards, the field stays empty (the server fills it in).
 */
export function useIfscAutofill({ values, setValue }: RecipientForm): IfscLookup {
  const lookup = useIfscLookup(values.ifscCode);
  const code = values.ifscCode.trim().toUpperCase();
  // The bank name this hook last put in the field, and the code whose answer it last applied.
  const filled = useRef('');
  const applied = useRef('');
  const knownBank = lookup.status === 'known' ? lookup.bank.bank : undefined;
  const answered = lookup.status === 'known' || lookup.status === 'unknown';
  const typed = values.bankName;

  useEffect(() => {
    if (!answered || applied.current === code) return;
    applied.current = code;
    const ours = typed.trim() === '' || typed === filled.current;
    if (!ours) return;
    filled.current = knownBank ?? '';
    if (typed !== filled.current) setValue('bankName', filled.current);
  }, [answered, code, knownBank, typed, setValue]);

  return lookup;
}
