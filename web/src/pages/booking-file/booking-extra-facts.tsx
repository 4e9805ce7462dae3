import { Button, Combobox, Field, makeStyles, Option, Select, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { agenciesResource } from '../../../../shared/api/agencies';
import { bookingExtrasEndpoints as api } from '../../../../shared/api/booking-extras';
import type { Booking } from '../../../../shared/api/bookings';
import { passesAny } from '../../../../shared/auth/permissions';
import type { Language } from '../../../../shared/constants';
import { callEndpoint } from '../../api/endpoint-client';
import { usePrincipal } from '../../hooks/use-session';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import { useRefOptions } from '../../resources/use-resource';
import { useSupportedLanguages } from '../../resources/use-lookups';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  pair: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

/**
 * The booking's language and agency as editable facts of the file's header (docs/decisions.md, "Booking extras"):
 * language for whoever may change the booking (agency users their own), the agency for staff (bookings.update),
 * picked by typing part of its name. Each is one call; the file reloads with the new version.
 */
export function BookingExtraFacts({ booking, agencyName, onChanged }: { booking: Booking; agencyName?: string; onChanged: () => void }) {
  const { languages } = useSupportedLanguages();
  const styles = useStyles();
  const { t } = useI18n();
  const principal = usePrincipal();
  const mayLanguage = passesAny(principal, api.language.scopes) && booking.state !== 'deleted';
  const mayAgency = passesAny(principal, api.agency.scopes) && ['draft', 'confirmed', 'planned', 'waiting'].includes(booking.state);
  const language = (booking.language ?? 'de') as Language;
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      notify({ intent: 'success', key: 'booking.extras.saved', params: { bookingNo: booking.bookingNo } });
      onChanged();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.row} data-testid="booking-extra-facts">
      <Field label={t('booking.extras.language')}>
        {mayLanguage ? (
          <Select
            value={language}
            disabled={busy}
            data-testid="booking-language"
            onChange={(_e, d) => void run(() => callEndpoint(api.language, { params: { id: booking.id, language: d.value as Language } }))}
          >
            {languages.map((l) => (
              <option key={l} value={l}>
                {t(`booking.extras.language.${l}`)}
              </option>
            ))}
          </Select>
        ) : (
          <p className={styles.value} data-testid="booking-language">
            {t(`booking.extras.language.${language}`)}
          </p>
        )}
      </Field>
      {mayAgency ? (
        <AgencyPicker
          current={booking.agency}
          currentName={agencyName}
          busy={busy}
          onSave={(agencyId) => void run(() => callEndpoint(api.agency, { params: { id: booking.id, agencyId } }))}
        />
      ) : (
        <Field label={t('booking.extras.agency')}>
          <p className={styles.value} data-testid="booking-agency">
            {booking.agency ? (agencyName ?? booking.agency) : t('booking.extras.agencyNone')}
          </p>
        </Field>
      )}
    </div>
  );
}

/** A searchable agency picker (the agencies filtered by what is typed) and Save. */
function AgencyPicker({ current, currentName, busy, onSave }: { current?: string; currentName?: string; busy: boolean; onSave: (id: string) => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const { options } = useRefOptions({ resource: agenciesResource });
  const [text, setText] = useState<string | undefined>(undefined);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const shown = text ?? (current ? (currentName ?? options.find((o) => o.value === current)?.title ?? current) : '');
  const matches = useMemo(() => {
    const q = (text ?? '').trim().toLowerCase();
    return options.filter((o) => !q || o.title.toLowerCase().includes(q)).slice(0, 50);
  }, [options, text]);
  return (
    <div className={styles.pair}>
      <Field label={t('booking.extras.agency')} hint={t('booking.extras.agencyHint')}>
        <Combobox
          freeform
          value={shown}
          placeholder={t('booking.extras.agencySearch')}
          disabled={busy}
          data-testid="booking-agency"
          onChange={(e) => {
            setText(e.target.value);
            setPicked(undefined);
          }}
          onOptionSelect={(_e, d) => {
            setPicked(d.optionValue);
            setText(d.optionText ?? '');
          }}
        >
          {matches.length ? (
            matches.map((o) => (
              <Option key={o.value} value={o.value} text={o.title}>
                {o.title}
              </Option>
            ))
          ) : (
            <Option key="none" value="" disabled text="">
              {t('booking.extras.agencyNoMatch')}
            </Option>
          )}
        </Combobox>
      </Field>
      <Button disabled={busy || !picked || picked === current} onClick={() => picked && onSave(picked)} data-testid="booking-agency-save">
        {t('booking.extras.save')}
      </Button>
    </div>
  );
}
