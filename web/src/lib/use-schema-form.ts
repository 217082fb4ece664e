import { useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod/mini';

export type FormValues = Record<string, string>;
export type FormErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

interface SchemaFormOptions<V extends FormValues, S extends z.ZodMiniType> {
  initialValues: V;
  /** The form's zod schema, or a loader of it (the shared schemas are not in the entry bundle). */
  schema: S | (() => Promise<S>);
  /** What the schema checks, when not the flat values themselves (e.g. a nested request). */
  prepare?: (values: V) => unknown;
  /** The field an issue's path belongs to, when not its first segment (nested requests). */
  fieldOf?: (path: readonly PropertyKey[]) => (keyof V & string) | undefined;
}

/**
 * A small form-state hook for the sign-in path, where react-hook-form would cost ~13 KB gzipped:
 * string fields, per-field messages from a zod schema on submit (the first invalid field gets
 * focus), a field's message cleared as soon as it is edited, and server messages via setError.
 */
export function useSchemaForm<V extends FormValues, S extends z.ZodMiniType>({
  initialValues,
  schema,
  prepare,
  fieldOf,
}: SchemaFormOptions<V, S>) {
  type Name = keyof V & string;
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const elements = useRef(new Map<string, HTMLElement>());

  const focus = (name: Name) => elements.current.get(name)?.focus();

  const setValue = (name: Name, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!previous[name]) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  };

  const setError = (name: Name, message: string, options: { focus?: boolean } = {}) => {
    setErrors((previous) => ({ ...previous, [name]: message }));
    if (options.focus) focus(name);
  };

  /** Props for an <input> or <select>: value, change handler and a ref for focusing it. */
  const register = (name: Name) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValue(name, event.target.value),
    ref: (element: HTMLElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
  });

  /** Checks the current values: the parsed data, or null after showing the schema's messages. */
  const validate = async (): Promise<z.output<S> | null> => {
    const resolved = typeof schema === 'function' ? await schema() : schema;
    const result = resolved.safeParse(prepare ? prepare(values) : values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: FormErrors<V> = {};
    for (const issue of result.error.issues) {
      const name = (fieldOf ? (fieldOf(issue.path) ?? '') : String(issue.path[0] ?? '')) as Name;
      if (name in values && !next[name]) next[name] = issue.message;
    }
    setErrors(next);
    const first = (Object.keys(values) as Name[]).find((name) => next[name]);
    if (first) focus(first);
    return null;
  };

  return { values, errors, register, setValue, setError, focus, validate };
}
