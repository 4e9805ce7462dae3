import { useCallback, useMemo, useState } from 'react';
import type { Translate } from '../../../shared/i18n/core';
import { validate, type Rule, type RuleIssue } from '../../../shared/validation/rules';

export type FormRules<V> = Partial<Record<keyof V, (values: V) => readonly Rule[]>>;

/**
 * Form state with the shared rules: values, per-field issues (shown once a field was left or the
 * form was submitted), and the dirty state against the last saved values.
 */
export function useForm<V extends Record<string, unknown>>(initial: V, rules: FormRules<V>) {
  const [values, setValues] = useState<V>(initial);
  const [baseline, setBaseline] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const issues = useMemo(() => {
    const found: Partial<Record<keyof V, RuleIssue>> = {};
    for (const field of Object.keys(rules) as (keyof V)[]) {
      const issue = validate(values[field], rules[field]?.(values) ?? []);
      if (issue) found[field] = issue;
    }
    return found;
  }, [values, rules]);

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => setValues((v) => ({ ...v, [field]: value })), []);
  const blur = useCallback((field: keyof V) => setTouched((t) => (t[field] ? t : { ...t, [field]: true })), []);
  const issueOf = (field: keyof V): RuleIssue | undefined => (submitted || touched[field] ? issues[field] : undefined);

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
export function fieldValidation(issue: RuleIssue | undefined, t: Translate): { validationMessage?: string; validationState: 'error' | 'none' } {
  return issue ? { validationMessage: t(issue.key, issue.params), validationState: 'error' } : { validationState: 'none' };
}
