import { Combobox, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { useI18n } from '../hooks/use-i18n';
import { useAirportSearch } from './use-lookups';
import type { CustomFieldProps } from './resource-types';

/**
 * The IATA code of an airport record (/geo/airport), with the known airports (GET /api/settings/airports) offered as
 * the operator types a code, a name or a city: picking one fills the code, and the name, city and country where they
 * are still empty. A code the list does not know is typed in as it is (a small airstrip of the operator's own).
 */
export function AirportCodeField({ path, label, value, draft, onChange, onBlur, readOnly, message, setField }: CustomFieldProps) {
  const { t } = useI18n();
  const current = typeof value === 'string' ? value : '';
  const [typed, setTyped] = useState(current);
  const [open, setOpen] = useState(false);
  const { airports } = useAirportSearch(typed === current && current.length === 3 ? '' : typed);
  const fill = (field: string, v: string) => {
    if (v && !draft[field]) setField?.(field, v);
  };
  return (
    <Field
      label={label}
      required
      hint={t('records.airport.pickHint')}
      validationMessage={message}
      validationState={message ? 'error' : 'none'}
      data-testid={`airport-${path}`}
    >
      <Combobox
        freeform
        inlinePopup
        // Opened by typing, once the search has answers (they arrive after the keystroke that asked for them).
        open={open && airports.length > 0}
        onOpenChange={(_e, d) => setOpen(d.open)}
        disabled={readOnly}
        value={typed}
        selectedOptions={current ? [current] : []}
        onChange={(e) => {
          const text = e.target.value;
          setTyped(text);
          setOpen(true);
          // Three letters are a code (kept in capitals); anything else is a search until an airport is picked.
          onChange(/^[A-Za-z]{3}$/.test(text.trim()) ? text.trim().toUpperCase() : text);
        }}
        onOptionSelect={(_e, d) => {
          const airport = airports.find((a) => a.iata === d.optionValue);
          setOpen(false);
          if (!airport) return;
          setTyped(airport.iata);
          onChange(airport.iata);
          fill('name', airport.name);
          fill('city', airport.city);
          fill('countryCode', airport.countryCode);
        }}
        onBlur={onBlur}
        data-testid="airport-iata-input"
      >
        {airports.map((a) => (
          <Option key={a.iata} value={a.iata} text={a.iata}>
            {`${a.iata} · ${a.name}, ${a.city} (${a.countryCode})`}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
