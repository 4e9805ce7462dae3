import { Body1, Dropdown, Field, Option } from '@fluentui/react-components';
import useSWR from 'swr';
import type { priceExtraEndpoints } from '../../../../shared/api/prices';
import { callEndpoint } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';
import type { CustomFieldProps, Label } from '../../resources/resource-types';
import { serverChoices } from './season-options';

type ListCall = typeof priceExtraEndpoints.types | typeof priceExtraEndpoints.calculationTypes;

/**
 * A season field whose values the server lists (the price type, the calculation type): a dropdown of the served
 * values with their labels, the schema's values while they load. The form's own enum editor, fed by a call.
 */
export function serverEnumField({
  call,
  fallback,
  names,
  hint,
}: {
  call: ListCall;
  fallback: readonly string[];
  names: Readonly<Record<string, Label>>;
  hint: Label;
}) {
  return function ServerEnumField({ path, label, value, onChange, onBlur, readOnly, message }: CustomFieldProps) {
    const { t } = useI18n();
    const { data } = useSWR([call.id], () => callEndpoint(call), { revalidateOnFocus: false });
    const choices = serverChoices(data?.data, fallback, names, t);
    const current = typeof value === 'string' ? value : '';
    const title = choices.find((c) => c.value === current)?.title ?? (names[current] ? t(names[current]!) : current);
    const validation = { validationMessage: message, validationState: message ? ('error' as const) : ('none' as const) };
    if (readOnly)
      return (
        <Field label={label} hint={t(hint)} {...validation}>
          <Body1>{title}</Body1>
        </Field>
      );
    return (
      <Field label={label} hint={t(hint)} {...validation} data-testid={`price-${path}`}>
        <Dropdown
          inlinePopup
          value={title}
          selectedOptions={current ? [current] : []}
          onOptionSelect={(_e, d) => onChange(d.optionValue || undefined)}
          onBlur={onBlur}
        >
          {choices.map((c) => (
            <Option key={c.value} value={c.value}>
              {c.title}
            </Option>
          ))}
        </Dropdown>
      </Field>
    );
  };
}
