import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { Booking } from '../../../../shared/api/bookings';
import { priceDefinitionsResource, priceVariantsResource, supplementsResource, termsResource } from '../../../../shared/api/prices';
import { productsResource } from '../../../../shared/api/products';
import { currenciesResource } from '../../../../shared/api/settings-currencies';
import { specialsResource } from '../../../../shared/api/specials';
import { MANUAL_LINE_TYPES } from '../../../../shared/domain/booking/calculation-edit';
import { DateInput } from '../../components/DateInput/DateInput';
import { useI18n } from '../../hooks/use-i18n';
import { ChoiceDropdown, RefDropdown } from '../prices/simulator-fields';
import type { DialogKind, Form } from './booking-calculation-calls';
import { shownName, useBookingNames } from './use-booking-names';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: '2fr 1fr 1fr', gap: tokens.spacingHorizontalS },
});

export type FieldsProps = {
  dialog: DialogKind;
  form: Form;
  set: (k: string) => (v: string) => void;
  booking: Booking;
  required: (k: string) => string | undefined;
};

function TextField({
  label,
  value,
  onChange,
  message,
  testId,
  type,
}: {
  label: string;
  value: string | undefined;
  onChange: (v: string) => void;
  message?: string;
  testId: string;
  type?: 'number';
}) {
  return (
    <Field label={label} required={message !== undefined || undefined} validationMessage={message}>
      <Input
        value={value ?? ''}
        type={type}
        inputMode={type === 'number' ? 'decimal' : undefined}
        onChange={(_e, d) => onChange(d.value)}
        data-testid={testId}
      />
    </Field>
  );
}

export function Fields({ dialog, form, set, booking, required }: FieldsProps) {
  const { t } = useI18n();
  const styles = useStyles();
  const names = useBookingNames(booking).data;
  const quantity = <TextField label={t('booking.calc.quantity')} value={form.amount} onChange={set('amount')} testId="booking-calc-quantity" type="number" />;
  switch (dialog.kind) {
    case 'addLine':
    case 'edit':
      return (
        <>
          {dialog.kind === 'addLine' ? (
            <ChoiceDropdown
              label={t('booking.calc.type')}
              options={MANUAL_LINE_TYPES.map((v) => ({ value: v, title: t(`booking.calc.type.${v}`) }))}
              isLoading={false}
              value={form.type ?? 'cost'}
              onChange={set('type')}
              testId="booking-calc-type"
            />
          ) : null}
          <TextField label={t('booking.calc.text')} value={form.text} onChange={set('text')} message={required('text')} testId="booking-calc-text" />
          {quantity}
          <TextField label={t('booking.calc.price')} value={form.price} onChange={set('price')} message={required('price')} testId="booking-calc-price" />
        </>
      );
    case 'addProduct':
    case 'addAddon':
      return (
        <>
          <RefDropdown
            label={t(dialog.kind === 'addProduct' ? 'booking.calc.product' : 'booking.calc.supplement')}
            reference={{ resource: dialog.kind === 'addProduct' ? productsResource : supplementsResource, filter: { active: true } }}
            value={form.id ?? ''}
            onChange={set('id')}
            testId="booking-calc-pick"
          />
          {quantity}
        </>
      );
    case 'addSpecial':
      return (
        <RefDropdown
          label={t('booking.calc.special')}
          reference={{ resource: specialsResource }}
          value={form.id ?? ''}
          onChange={set('id')}
          testId="booking-calc-pick"
        />
      );
    case 'changeTerms':
      return (
        <RefDropdown
          label={t('booking.calc.terms')}
          reference={{ resource: termsResource, filter: { active: true } }}
          value={form.id ?? ''}
          onChange={set('id')}
          testId="booking-calc-pick"
        />
      );
    case 'changePrice':
      return (
        <RefDropdown
          label={t('booking.calc.definition')}
          reference={{ resource: priceDefinitionsResource }}
          value={form.id ?? ''}
          onChange={set('id')}
          testId="booking-calc-pick"
        />
      );
    case 'commission':
      return (
        <TextField label={t('booking.calc.percent')} value={form.id} onChange={set('id')} message={required('id')} testId="booking-calc-value" type="number" />
      );
    case 'currency':
      return (
        <RefDropdown
          label={t('booking.calc.currency')}
          reference={{ resource: currenciesResource, filter: { active: true }, valueField: 'code' }}
          value={form.id ?? ''}
          onChange={set('id')}
          testId="booking-calc-pick"
        />
      );
    case 'variant': {
      const persons = booking.rooms.flatMap((r) =>
        (r.customers ?? []).map((c) => ({
          value: `${r.room}|${c.customer}`,
          title: `${shownName(names, names?.rooms[r.room], r.room)}: ${shownName(names, names?.customers[c.customer], c.customer)}`,
        })),
      );
      return (
        <>
          <ChoiceDropdown
            label={t('booking.calc.person')}
            options={persons}
            isLoading={false}
            value={form.person ?? ''}
            onChange={set('person')}
            testId="booking-calc-person"
            message={required('person')}
          />
          <RefDropdown
            label={t('booking.calc.variantField')}
            reference={{ resource: priceVariantsResource, filter: { active: true } }}
            value={form.id ?? ''}
            onChange={set('id')}
            optional
            testId="booking-calc-variant-pick"
          />
        </>
      );
    }
    case 'editPayments':
      return (
        <>
          {(booking.payments ?? []).map((p, i) => (
            <div key={i} className={styles.row} role="group" aria-label={`${t('booking.file.payments')} ${i + 1}`}>
              <TextField label={t('booking.calc.milestoneText')} value={form[`text${i}`]} onChange={set(`text${i}`)} testId={`booking-calc-ms-text-${i}`} />
              <TextField label={t('booking.calc.amount')} value={form[`amount${i}`]} onChange={set(`amount${i}`)} testId={`booking-calc-ms-amount-${i}`} />
              <Field label={t('booking.calc.due')}>
                <DateInput value={form[`due${i}`] ?? ''} onChange={(v) => set(`due${i}`)(v ?? '')} data-testid={`booking-calc-ms-due-${i}`} />
              </Field>
            </div>
          ))}
        </>
      );
    default:
      return null;
  }
}
