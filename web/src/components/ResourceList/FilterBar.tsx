import { Button, Dropdown, Field, Input, makeStyles, Option, Popover, PopoverSurface, PopoverTrigger, Tag, TagGroup, tokens } from '@fluentui/react-components';
import { AddRegular, FilterRegular } from '@fluentui/react-icons';
import { useMemo, useState, type FormEvent } from 'react';
import type { FilterField, FilterOperator } from '../../../../shared/api/list-query';
import type { Translate } from '../../../../shared/i18n/core';
import { useI18n } from '../../hooks/use-i18n';
import { enumLabel, fieldLabel } from '../../resources/labels';
import type { ResourceWebConfig } from '../../resources/resource-types';
import { useRefOptions } from '../../resources/use-resource';
import { operatorsFor, typedFilterValue, type FilterChip } from './list-state';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: '300px', maxWidth: '420px' },
  // Inline popovers share the page's stacking: above the grid's sticky header and progress bar.
  popover: { zIndex: 10 },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** The filter fields a list offers, with what the configuration adds (choices, references). */
export function offeredFilters(config: ResourceWebConfig): Array<{ field: string; def: FilterField }> {
  const defs = config.resource.filters;
  const names = config.filters ?? Object.keys(defs);
  return names
    .filter((name) => defs[name])
    .map((name) => {
      const def = defs[name]!;
      const choices = config.choices?.[name];
      return { field: name, def: choices && !def.values && def.type === 'string' ? { ...def, values: choices } : def };
    });
}

/** Values of a referenced resource (ids, codes) as their titles, for chips and choices. */
function useRefTitles(config: ResourceWebConfig, field: string | undefined): Map<string, string> | null {
  const ref = field ? config.refs?.[field] : undefined;
  const { options } = useRefOptions(ref);
  return useMemo(() => (ref && options.length ? new Map(options.map((o) => [o.value, o.title])) : null), [ref, options]);
}

function valueText(config: ResourceWebConfig, chip: FilterChip, t: Translate, titles: Map<string, string> | null): string {
  const one = (v: unknown) => {
    if (typeof v === 'boolean') return chip.op === 'exists' ? (v ? t('list.isSet') : t('list.isNotSet')) : v ? t('common.yes') : t('common.no');
    const text = String(v);
    return titles?.get(text) ?? enumLabel(config, chip.field, text, t);
  };
  return Array.isArray(chip.value) ? chip.value.map(one).join(', ') : one(chip.value);
}

export interface FilterBarProps {
  config: ResourceWebConfig;
  chips: readonly FilterChip[];
  onChange: (chips: FilterChip[]) => void;
}

/**
 * Filter chips (remove with their dismiss button, or Delete and Backspace) and an "Add filter" popover
 * with typed values: choices for enums and references, yes/no for switches, numbers for numbers.
 */
export function FilterBar({ config, chips, onChange }: FilterBarProps) {
  const styles = useStyles();
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const fields = offeredFilters(config);
  if (fields.length === 0) return null;

  return (
    <div className={styles.bar} data-testid="filter-bar">
      {/*
        Inline (no portal), as are the choices inside it: a portal's mount node takes the app's
        FluentProvider classes, whose min-height would lay a page-sized layer over the list.
      */}
      <Popover inline open={open} onOpenChange={(_e, d) => setOpen(d.open)} trapFocus positioning="below-start">
        <PopoverTrigger disableButtonEnhancement>
          <Button icon={<FilterRegular />} data-testid="add-filter">
            {t('list.addFilter')}
          </Button>
        </PopoverTrigger>
        <PopoverSurface className={styles.popover} aria-label={t('list.addFilter')}>
          <FilterEditor
            config={config}
            fields={fields}
            onCancel={() => setOpen(false)}
            onAdd={(chip) => {
              // One condition per field and operator: a new one replaces the old.
              onChange([...chips.filter((c) => !(c.field === chip.field && c.op === chip.op)), chip]);
              setOpen(false);
            }}
          />
        </PopoverSurface>
      </Popover>
      {chips.length > 0 ? (
        <TagGroup
          aria-label={t('list.activeFilters')}
          onDismiss={(_e, data) => onChange(chips.filter((_c, i) => String(i) !== String(data.value)))}
          data-testid="filter-chips"
        >
          {chips.map((chip, i) => (
            <ChipTag key={`${chip.field}-${chip.op}`} config={config} chip={chip} index={i} />
          ))}
        </TagGroup>
      ) : null}
      {chips.length > 1 ? (
        <Button appearance="subtle" onClick={() => onChange([])}>
          {t('list.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}

function ChipTag({ config, chip, index }: { config: ResourceWebConfig; chip: FilterChip; index: number }) {
  const { t } = useI18n();
  const titles = useRefTitles(config, config.refs?.[chip.field] ? chip.field : undefined);
  const label = `${fieldLabel(config, chip.field, t)} ${t(`list.op.${chip.op}`)} ${valueText(config, chip, t, titles)}`;
  return (
    <Tag value={String(index)} dismissible dismissIcon={{ 'aria-label': t('list.removeFilter', { label }) }} data-testid="filter-chip">
      {label}
    </Tag>
  );
}

interface FilterEditorProps {
  config: ResourceWebConfig;
  fields: Array<{ field: string; def: FilterField }>;
  onAdd: (chip: FilterChip) => void;
  onCancel: () => void;
}

function FilterEditor({ config, fields, onAdd, onCancel }: FilterEditorProps) {
  const styles = useStyles();
  const { t } = useI18n();
  const [field, setField] = useState(fields[0]?.field ?? '');
  const def = fields.find((f) => f.field === field)?.def;
  const operators = def ? operatorsFor(def) : [];
  const [op, setOp] = useState<FilterOperator>(operators[0] ?? 'eq');
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [invalid, setInvalid] = useState(false);
  const ref = useRefOptions(config.refs?.[field]);
  const titles = ref.usable ? new Map(ref.options.map((o) => [o.value, o.title])) : null;

  const multi = op === 'in' || op === 'nin';
  const choices: Array<{ value: string; text: string }> | null = (() => {
    if (!def) return null;
    if (op === 'exists')
      return [
        { value: 'true', text: t('list.isSet') },
        { value: 'false', text: t('list.isNotSet') },
      ];
    if (def.type === 'boolean')
      return [
        { value: 'true', text: t('common.yes') },
        { value: 'false', text: t('common.no') },
      ];
    if (titles) return [...titles.entries()].map(([value, text]) => ({ value, text })).sort((a, b) => a.text.localeCompare(b.text));
    if (def.values) return def.values.map((v) => ({ value: v, text: enumLabel(config, field, v, t) }));
    return null;
  })();

  const chooseField = (next: string) => {
    setField(next);
    const nextDef = fields.find((f) => f.field === next)?.def;
    setOp(nextDef ? (operatorsFor(nextDef)[0] ?? 'eq') : 'eq');
    setText('');
    setSelected([]);
    setInvalid(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!def) return;
    const raw = choices ? (multi ? selected : (selected[0] ?? '')) : text;
    const value = typedFilterValue(titles ? { ...def, values: [...titles.keys()] } : def, op, raw);
    if (value === null) {
      setInvalid(true);
      return;
    }
    onAdd({ field, op, value });
  };

  return (
    <form className={styles.surface} onSubmit={submit} noValidate>
      <Field label={t('list.filterField')}>
        <Dropdown
          inlinePopup
          value={fieldLabel(config, field, t)}
          selectedOptions={[field]}
          onOptionSelect={(_e, d) => d.optionValue && chooseField(d.optionValue)}
          data-testid="filter-field"
        >
          {fields.map((f) => (
            <Option key={f.field} value={f.field}>
              {fieldLabel(config, f.field, t)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('list.filterOperator')}>
        <Dropdown
          inlinePopup
          value={t(`list.op.${op}`)}
          selectedOptions={[op]}
          onOptionSelect={(_e, d) => {
            if (!d.optionValue) return;
            setOp(d.optionValue as FilterOperator);
            setSelected([]);
            setInvalid(false);
          }}
          data-testid="filter-operator"
        >
          {operators.map((o) => (
            <Option key={o} value={o}>
              {t(`list.op.${o}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('list.filterValue')} validationMessage={invalid ? t('list.filterValueInvalid') : undefined} validationState={invalid ? 'error' : 'none'}>
        {choices ? (
          <Dropdown
            inlinePopup
            multiselect={multi}
            value={choices
              .filter((c) => selected.includes(c.value))
              .map((c) => c.text)
              .join(', ')}
            selectedOptions={selected}
            onOptionSelect={(_e, d) => {
              setSelected(d.selectedOptions);
              setInvalid(false);
            }}
            placeholder={ref.usable && ref.isLoading ? t('common.loading') : undefined}
            data-testid="filter-value"
          >
            {choices.map((c) => (
              <Option key={c.value} value={c.value}>
                {c.text}
              </Option>
            ))}
          </Dropdown>
        ) : (
          <Input
            value={text}
            type={def?.type === 'number' && !multi ? 'number' : 'text'}
            placeholder={multi ? t('list.commaList') : undefined}
            onChange={(_e, d) => {
              setText(d.value);
              setInvalid(false);
            }}
            data-testid="filter-value"
          />
        )}
      </Field>
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" appearance="primary" icon={<AddRegular />} data-testid="filter-apply">
          {t('list.applyFilter')}
        </Button>
      </div>
    </form>
  );
}
