import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

function validate<S extends z.ZodType>(schema: S, values: z.input<S>) {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data as z.output<S>, errors: {} as FieldErrors<z.input<S>> };
  const errors: FieldErrors<z.input<S>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as (keyof z.input<S> & string) | undefined;
    if (key !== undefined && errors[key] === undefined) errors[key] = issue.message;
  }
  return { data: null, errors };
}

/**
 * The one exception to the web's one form style (lib/form.ts, react-hook-form with the contract's
 * schema as resolver): /login's form. react-hook-form and its resolver add about 14 KB of gzipped
 * JS, and /login sits at 149.7 of its 150 KB budget (design §8, `npm run budget -w @cofre/web`), so
 * LoginForm validates with this small hook, by the contract's schema all the same (never a local
 * rule), with react-hook-form's default timing: on submit, then again on every change. Every other
 * form, the other public ones included, uses useContractForm; nothing else may import this
 * (src/test/oneWay.test.ts).
 */
export function useSchemaForm<S extends z.ZodType<unknown, Record<string, string>>>(
  schema: S,
  initialValues: z.input<S>,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<z.input<S>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);

  const setValue = (name: keyof z.input<S> & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted.current) setErrors(validate(schema, next).errors);
  };

  /** Props for a Mantine input: name, value, onChange and the field's error. */
  const field = (name: keyof z.input<S> & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => setValue(name, event.currentTarget.value),
  });

  const handleSubmit = (onValid: (data: z.output<S>) => Promise<void> | void) => {
    const run = async (data: z.output<S>) => {
      setSubmitting(true);
      try {
        await onValid(data);
      } finally {
        setSubmitting(false);
      }
    };
    // A form's onSubmit returns nothing: the submission runs on, and `onValid` handles its own errors.
    return (event?: FormEvent) => {
      event?.preventDefault();
      submitted.current = true;
      const result = validate(schema, values);
      setErrors(result.errors);
      if (result.data === null || isSubmitting) return;
      void run(result.data);
    };
  };

  return { values, errors, field, setValue, handleSubmit, isSubmitting };
}
