import { Button, Checkbox, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { agenciesResource } from '../../../../shared/api/agencies';
import { resortsResource, vesselsResource } from '../../../../shared/api/assets';
import { passesAny } from '../../../../shared/auth/permissions';
import { BOOKING_STATES, type BookingState } from '../../../../shared/domain/booking/states';
import { DateInput } from '../../components/DateInput/DateInput';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { useResourceChoices } from '../../resources/use-resource';
import type { BookingListView } from './list-query';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  field: { minWidth: '160px' },
});

type Patch = Partial<Omit<BookingListView, 'page' | 'size' | 'order'>>;

/** The list's filters: state, resort or vessel, agency (staff only), source, the check-in range and abandoned online checkouts. */
export function BookingFilters({ view, onChange, showAgency }: { view: BookingListView; onChange: (patch: Patch) => void; showAgency: boolean }) {
  const styles = useStyles();
  const { t } = useI18n();
  const principal = usePrincipal();
  const resorts = useResourceChoices(passesAny(principal, resortsResource.scopes.read) ? resortsResource : undefined);
  const vessels = useResourceChoices(passesAny(principal, vesselsResource.scopes.read) ? vesselsResource : undefined);
  const agencies = useResourceChoices(showAgency && passesAny(principal, agenciesResource.scopes.read) ? agenciesResource : undefined);
  const [source, setSource] = useState(view.source ?? '');
  useEffect(() => setSource(view.source ?? ''), [view.source]);
  const assets = [...(resorts.data?.data ?? []), ...(vessels.data?.data ?? [])].map((a) => ({ id: a.id, name: String(a.name ?? a.id) }));
  const narrowed = Boolean(view.state || view.asset || view.agency || view.source || view.from || view.to || view.abandoned);

  return (
    <div className={styles.root} role="group" aria-label={t('booking.list.filters')} data-testid="booking-filters">
      <Field label={t('booking.field.state')} className={styles.field}>
        <Select
          value={view.state ?? ''}
          onChange={(_e, d) => onChange({ state: (d.value || undefined) as BookingState | undefined })}
          data-testid="filter-state"
        >
          <option value="">{t('booking.list.anyState')}</option>
          {BOOKING_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`booking.state.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      {assets.length ? (
        <Field label={t('booking.field.asset')} className={styles.field}>
          <Select value={view.asset ?? ''} onChange={(_e, d) => onChange({ asset: d.value || undefined })} data-testid="filter-asset">
            <option value="">{t('booking.list.anyAsset')}</option>
            {assets.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {agencies.data?.data.length ? (
        <Field label={t('booking.field.agency')} className={styles.field}>
          <Select value={view.agency ?? ''} onChange={(_e, d) => onChange({ agency: d.value || undefined })} data-testid="filter-agency">
            <option value="">{t('booking.list.anyAgency')}</option>
            {agencies.data.data.map((a) => (
              <option key={a.id} value={a.id}>
                {String(a.name ?? a.id)}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <Field label={t('booking.field.source')} className={styles.field}>
        <Input
          value={source}
          placeholder={t('booking.list.sourcePlaceholder')}
          onChange={(_e, d) => setSource(d.value)}
          onBlur={() => source.trim() !== (view.source ?? '') && onChange({ source: source.trim() || undefined })}
          onKeyDown={(e) => e.key === 'Enter' && onChange({ source: source.trim() || undefined })}
          data-testid="filter-source"
        />
      </Field>
      <Field label={t('booking.list.from')} className={styles.field}>
        <DateInput value={view.from ?? ''} max={view.to} onChange={(iso) => onChange({ from: iso })} data-testid="filter-from" />
      </Field>
      <Field label={t('booking.list.to')} className={styles.field}>
        <DateInput value={view.to ?? ''} min={view.from} onChange={(iso) => onChange({ to: iso })} data-testid="filter-to" />
      </Field>
      <Checkbox
        label={t('booking.list.abandoned')}
        checked={view.abandoned === true}
        onChange={(_e, d) => onChange({ abandoned: d.checked === true ? true : undefined })}
        data-testid="filter-abandoned"
      />
      {narrowed ? (
        <Button
          icon={<DismissRegular />}
          onClick={() =>
            onChange({ state: undefined, asset: undefined, agency: undefined, source: undefined, from: undefined, to: undefined, abandoned: undefined })
          }
          data-testid="filter-clear"
        >
          {t('booking.list.clear')}
        </Button>
      ) : null}
    </div>
  );
}
