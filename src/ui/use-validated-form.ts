import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '#domain/schemas/validation.ts';

type Formatters<TValues> = Partial<Record<keyof TValues & string, (raw: string) => string>>;

/**
 * Form state checked against a domain schema. Errors appear after the first submit and then
 * follow every keystroke, so a shopper is not scolded while still typing the first time.
 * On a failed submit the first invalid field gets focus. `format` rewrites a field as it is
 * typed (the checkout's phone and postal code), so what is validated is what is shown.
 */
export function useValidatedForm<TSchema extends v.GenericSchema<Record<string, string>, Record<string, unknown>>, TValues extends Record<string, string>>(
  schema: TSchema,
  initial: TValues,
  onValid: (output: v.InferOutput<TSchema>) => void,
  options: { format?: Formatters<TValues>; onInvalid?: (errors: Record<string, string>) => void } = {},
) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);

  const errorsFor = (next: TValues) => {
    const result = v.safeParse(schema, next);
    return result.success ? {} : fieldErrors(result);
  };
  const errors: Record<string, string> = submitted ? errorsFor(values) : {};

  const setValue = (name: keyof TValues & string, raw: string) => {
    const format = options.format?.[name];
    const value = format ? format(raw) : raw;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const field = (name: keyof TValues & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => setValue(name, event.currentTarget.value),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = v.safeParse(schema, values);
    if (result.success) {
      onValid(result.output);
      return;
    }
    const found = fieldErrors(result);
    options.onInvalid?.(found);
    const first = Object.keys(found)[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
  };

  return { values, errors, field, setValue, onSubmit };
}
