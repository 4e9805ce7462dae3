import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import type { MessageKey, Translate } from '../../../shared/i18n/core';
import { issuesOf, type FieldMessage, type PathMessage } from '../components/ResourceForm/zod-messages';

export interface FormOptions<V> {
  /** A field's own "nothing entered" text in place of the generic one ("Name is required"). */
  required?: Partial<Record<keyof V, MessageKey>>;
}

/** A form's own check without zod (the sign-in form, which loads before zod): the issues of the values, in order. */
export type FormCheck<V> = (values: V) => PathMessage[];

/** The first translated message of each field the schema (or check) refuses. */
export function formIssues<V extends Record<string, unknown>>(
  schema: z.ZodType | FormCheck<V>,
  values: V,
  required?: FormOptions<V>['required'],
): Partial<Record<keyof V, FieldMessage>> {
  const found: Partial<Record<keyof V, FieldMessage>> = {};
  for (const { path, message } of typeof schema === 'function' ? schema(values) : issuesOf(schema, values)) {
    const field = path.split('.')[0] as keyof V;
    if (found[field]) continue;
    const own = message.key === 'validation.required' ? required?.[field] : undefined;
    found[field] = own ? { key: own } : message;
  }
  return found;
}

/**
 * Form state checked by the endpoint's zod schema (one validation system with the resource forms,
 * translated by zod-messages.ts): values, per-field messages (shown once a field was left or the
 * form was submitted), and the dirty state against the last saved values.
 */
export function useForm<V extends Record<string, unknown>>(initial: V, schema: z.ZodType | FormCheck<V>, options: FormOptions<V> = {}) {
  const [values, setValues] = useState<V>(initial);
  const [baseline, setBaseline] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const { required } = options;

  const issues = useMemo(() => formIssues(schema, values, required), [values, schema, required]);

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => setValues((v) => ({ ...v, [field]: value })), []);
  const blur = useCallback((field: keyof V) => setTouched((t) => (t[field] ? t : { ...t, [field]: true })), []);
  const issueOf = (field: keyof V): FieldMessage | undefined => (submitted || touched[field] ? issues[field] : undefined);

  /** Marks the form submitted and answers whether it is valid. */
  const submit = (): boolean => {
    setSubmitted(true);
    return Object.keys(issues).length === 0;
  };

  const reset = useCallback((next?: V) => {
    setValues((v) => next ?? v);
    setBaseline((b) => next ?? b);
    setTouched({});
    setSubmitted(false);
  }, []);

  const dirty = (Object.keys(values) as (keyof V)[]).some((k) => values[k] !== baseline[k]);

  return { values, set, blur, issueOf, submit, reset, dirty, valid: Object.keys(issues).length === 0 };
}

/** Props for a Fluent Field showing a field's issue in the current language. */
export function fieldValidation(issue: FieldMessage | undefined, t: Translate): { validationMessage?: string; validationState: 'error' | 'none' } {
  return issue ? { validationMessage: t(issue.key, issue.params), validationState: 'error' } : { validationState: 'none' };
}
