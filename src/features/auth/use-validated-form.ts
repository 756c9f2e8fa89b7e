import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '#domain/schemas/validation.ts';

/**
 * Form state checked against a domain schema. Errors appear after the first submit and then
 * follow every keystroke, so a shopper is not scolded while still typing the first time.
 * On a failed submit the first invalid field gets focus.
 */
export function useValidatedForm<TSchema extends v.GenericSchema<Record<string, string>, Record<string, unknown>>, TValues extends Record<string, string>>(
  schema: TSchema,
  initial: TValues,
  onValid: (output: v.InferOutput<TSchema>) => void,
) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);

  const errorsFor = (next: TValues) => {
    const result = v.safeParse(schema, next);
    return result.success ? {} : fieldErrors(result);
  };
  const errors: Record<string, string> = submitted ? errorsFor(values) : {};

  const field = (name: keyof TValues & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = v.safeParse(schema, values);
    if (result.success) {
      onValid(result.output);
      return;
    }
    const first = Object.keys(fieldErrors(result))[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
  };

  return { values, errors, field, onSubmit };
}
