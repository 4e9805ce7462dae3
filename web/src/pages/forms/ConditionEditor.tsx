import { Button, Caption1, Field, Input, Select } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { CONDITION_OPS, type Condition, type FormField } from '../../../../shared/domain/forms/form-definition';
import { useI18n } from '../../hooks/use-i18n';
import { newCondition, newRule, VALUELESS_OPS } from './definition-edit';
import { local, useStyles, type PathErrors } from './editor-parts';

/**
 * When a field (or section) is shown or required: groups combined with OR, rules inside a group with AND; each rule
 * names a question before it, an operator and a value (a choice's options offered as values).
 */
export function ConditionEditor({
  condition,
  questions,
  onChange,
  errors,
  allowRequire,
}: {
  condition: Condition | undefined;
  questions: readonly FormField[];
  onChange: (next: Condition | undefined) => void;
  errors: PathErrors;
  allowRequire: boolean;
}) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  if (!condition) {
    const start = newCondition(questions);
    return (
      <div className={styles.row}>
        <Button size="small" icon={<AddRegular />} disabled={!start} onClick={() => start && onChange(start)} data-testid="formdef-add-condition">
          {t('formEditor.addCondition')}
        </Button>
        {!start ? <Caption1 className={styles.hint}>{t('formEditor.noEarlierQuestions')}</Caption1> : null}
      </div>
    );
  }
  const setGroups = (any: Condition['any']) => (any.length ? onChange({ ...condition, any }) : onChange(undefined));
  const fallbackRule = newRule(questions) ?? { field: '', op: 'answered' as const };

  return (
    <fieldset className={styles.box} data-testid="formdef-condition">
      <legend className={styles.legend}>{t('formEditor.condition')}</legend>
      <div className={styles.row}>
        <Field label={t('formEditor.effect')}>
          <Select
            value={condition.effect}
            onChange={(_e, d) => onChange({ ...condition, effect: d.value as Condition['effect'] })}
            data-testid="formdef-condition-effect"
          >
            <option value="show">{t('formEditor.effect.show')}</option>
            {allowRequire || condition.effect === 'require' ? <option value="require">{t('formEditor.effect.require')}</option> : null}
          </Select>
        </Field>
        <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => onChange(undefined)}>
          {t('formEditor.removeCondition')}
        </Button>
      </div>
      <Caption1 className={styles.hint}>{t('formEditor.anyGroup')}</Caption1>
      {condition.any.map((group, g) => (
        <fieldset key={g} className={styles.box}>
          <legend className={styles.legend}>{t('formEditor.conditionGroup', { n: g + 1 })}</legend>
          {group.all.map((rule, r) => {
            const target = questions.find((q) => q.id === rule.field);
            const needsValue = !VALUELESS_OPS.has(rule.op);
            const setRule = (change: Partial<typeof rule>) => {
              const next = { ...rule, ...change };
              if (next.value === undefined || VALUELESS_OPS.has(next.op)) delete next.value;
              setGroups(condition.any.map((gr, i) => (i === g ? { all: gr.all.map((x, j) => (j === r ? next : x)) } : gr)));
            };
            const at = `any.${g}.all.${r}`;
            const fieldError = errors[`${at}.field`];
            const valueError = errors[`${at}.value`];
            return (
              <div key={r} className={styles.row} role="group" aria-label={t('formEditor.rule', { n: r + 1 })}>
                <Field label={t('formEditor.ruleField')} validationMessage={fieldError} validationState={fieldError ? 'error' : 'none'}>
                  <Select
                    value={rule.field}
                    onChange={(_e, d) => {
                      const q = questions.find((x) => x.id === d.value);
                      const first = q?.options?.[0]?.value;
                      setRule(first !== undefined ? { field: d.value, op: 'equals', value: first } : { field: d.value, op: 'answered', value: undefined });
                    }}
                    data-testid="formdef-rule-field"
                  >
                    {!target ? <option value={rule.field}>{rule.field}</option> : null}
                    {questions.map((q) => (
                      <option key={q.id} value={q.id}>
                        {`${q.id}: ${local(q.label, lang)}`.slice(0, 80)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label={t('formEditor.ruleOp')}>
                  <Select value={rule.op} onChange={(_e, d) => setRule({ op: d.value as typeof rule.op })} data-testid="formdef-rule-op">
                    {CONDITION_OPS.map((op) => (
                      <option key={op} value={op}>
                        {t(`formEditor.op.${op}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
                {needsValue ? (
                  <Field label={t('formEditor.ruleValue')} validationMessage={valueError} validationState={valueError ? 'error' : 'none'}>
                    {target?.options?.length ? (
                      <Select value={String(rule.value ?? '')} onChange={(_e, d) => setRule({ value: d.value })} data-testid="formdef-rule-value">
                        {rule.value === undefined ? <option value="">{''}</option> : null}
                        {target.options.map((o) => (
                          <option key={o.value} value={o.value}>
                            {local(o.label, lang) || o.value}
                          </option>
                        ))}
                      </Select>
                    ) : (
                      <Input
                        value={rule.value === undefined ? '' : String(rule.value)}
                        type={target?.type === 'Stars' ? 'number' : 'text'}
                        onChange={(_e, d) => setRule({ value: d.value === '' ? undefined : target?.type === 'Stars' ? Number(d.value) : d.value })}
                        data-testid="formdef-rule-value"
                      />
                    )}
                  </Field>
                ) : null}
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={t('formEditor.removeRule', { n: r + 1 })}
                  onClick={() =>
                    setGroups(condition.any.map((gr, i) => (i === g ? { all: gr.all.filter((_, j) => j !== r) } : gr)).filter((gr) => gr.all.length))
                  }
                />
              </div>
            );
          })}
          <div className={styles.row}>
            <Button size="small" onClick={() => setGroups(condition.any.map((gr, i) => (i === g ? { all: [...gr.all, fallbackRule] } : gr)))}>
              {t('formEditor.addRule')}
            </Button>
            <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => setGroups(condition.any.filter((_, i) => i !== g))}>
              {t('formEditor.removeGroup', { n: g + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button size="small" onClick={() => setGroups([...condition.any, { all: [fallbackRule] }])}>
          {t('formEditor.addGroup')}
        </Button>
      </div>
    </fieldset>
  );
}
