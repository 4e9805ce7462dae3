import {
  Badge,
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  Select,
  Spinner,
  Subtitle1,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  CopyRegular,
  PersonLinkRegular,
  DocumentPdfRegular,
  LockClosedRegular,
  LockOpenRegular,
  QrCodeRegular,
} from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { Booking } from '../../../../shared/api/bookings';
import { formDefinitionsResource } from '../../../../shared/api/forms';
import { guestFormReminderEndpoints as reminders } from '../../../../shared/api/guest-form-reminders';
import { guestFormEndpoints as api, type GuestLink } from '../../../../shared/api/guest-forms';
import { passesAny } from '../../../../shared/auth/permissions';
import { callEndpoint } from '../../api/endpoint-client';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { notify, notifyError } from '../../notices/notice-bus';
import { FilledFormDialog, FormStateBadge, LinkQrDialog, useGuestName } from '../guest-forms/guest-form-parts';
import { formStateOf, tokenOfPath } from '../guest-forms/guest-form-state';
import { maySync, SyncToCustomerDialog } from '../guest-forms/sync-dialog';
import { openFormPrint } from '../guest-forms/guest-form-print';
import { LinkCustomerDialog, mayLinkCustomer } from '../guest-forms/link-customer-dialog';

/**
 * The booking file's "Guest forms" (issue 24; docs/decisions/forms.md "The staff's screens"): the attached forms
 * (attach one, attach all that apply, lock), and per guest, the lead first, the link with copy, renew and its QR
 * code, and each form's state with a view of what was filled. Shown with the feature `forms` to those who may read
 * the links; the changes to those who may change the booking.
 */

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  forms: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
  table: { tableLayout: 'auto' },
  link: { minWidth: '14rem', flexGrow: 1 },
  linkHeader: { width: '50%' },
  linkCell: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'center',
    paddingTop: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalXS,
  },
  state: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

export function BookingGuestForms({ booking }: { booking: Booking }) {
  const principal = usePrincipal();
  const on = useBootstrap().data?.features?.forms === true;
  if (!on || !passesAny(principal, api.links.scopes)) return null;
  return <GuestFormsPanel booking={booking} />;
}

function GuestFormsPanel({ booking }: { booking: Booking }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const principal = usePrincipal();
  const guestName = useGuestName();
  const canChange = passesAny(principal, api.addToBooking.scopes);
  const canList = canChange && passesAny(principal, formDefinitionsResource.endpoints.list.scopes);
  const links = useSWR(['guestforms.links', booking.id], () => callEndpoint(api.links, { params: { id: booking.id } }));
  const definitions = useSWR(canList ? ['guestforms.definitions'] : null, () =>
    callEndpoint(formDefinitionsResource.endpoints.list, { query: { size: 0, sort: 'name', filter: JSON.stringify({ active: true }) } }),
  );
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [filled, setFilled] = useState<{ form: string; guest: string; who: string }>();
  const [qr, setQr] = useState<{ token: string; who: string }>();
  const [syncing, setSyncing] = useState<{ form: string; guest: string; who: string }>();
  const canSync = maySync(principal);
  const canLink = mayLinkCustomer(principal);
  const [linking, setLinking] = useState<{ guest: string; who: string }>();

  const run = async (work: () => Promise<unknown>, done?: () => void) => {
    setBusy(true);
    try {
      await work();
      await links.mutate();
      done?.();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  const attached = links.data?.forms ?? [];
  const choices = (definitions.data?.data ?? []).filter((d) => !attached.some((f) => f.definition === d.id));
  const title = t('guestForms.title');
  // Opened from the board (/booking/<id>#guest-forms): the panel comes into view once its links are there.
  const loaded = !!links.data;
  useEffect(() => {
    if (loaded && window.location.hash === '#guest-forms') document.getElementById('guest-forms')?.scrollIntoView({ block: 'start' });
  }, [loaded]);
  const copy = async (link: GuestLink) => {
    try {
      await navigator.clipboard.writeText(new URL(link.path, window.location.origin).href);
      notify({ intent: 'success', key: 'guestForms.copied' });
    } catch (err) {
      notifyError(err);
    }
  };
  const renew = (link: GuestLink) =>
    run(
      () => callEndpoint(api.renewLink, { params: { id: booking.id }, body: { guest: link.guest } }),
      () => notify({ intent: 'success', key: 'guestForms.renewed' }),
    );

  return (
    <section id="guest-forms" className={styles.root} aria-labelledby="booking-guest-forms-title" data-testid="booking-guest-forms">
      <Subtitle1 as="h2" id="booking-guest-forms-title">
        {title}
      </Subtitle1>
      {canChange ? (
        <div className={styles.row}>
          {canList ? (
            <>
              <Field label={t('guestForms.choose')}>
                <Select value={chosen} onChange={(_, d) => setChosen(d.value)} data-testid="guest-forms-choose" disabled={!choices.length}>
                  <option value="" />
                  {choices.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.name}
                    </option>
                  ))}
                </Select>
              </Field>
              <Button
                disabled={busy || !chosen}
                onClick={() =>
                  void run(
                    () => callEndpoint(api.addToBooking, { params: { form: chosen }, body: { booking: booking.id } }),
                    () => setChosen(''),
                  )
                }
                data-testid="guest-forms-attach"
              >
                {t('guestForms.attach')}
              </Button>
            </>
          ) : null}
          <Button
            appearance="primary"
            disabled={busy}
            onClick={() => void run(() => callEndpoint(api.addAllToBooking, { params: { id: booking.id } }))}
            data-testid="guest-forms-attach-all"
          >
            {t('guestForms.attachAll')}
          </Button>
          {attached.length > 0 ? (
            <Button
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  // Remind now: the current step's mails to every incomplete guest not mailed at it yet, and the lead's summary.
                  const sent = await callEndpoint(reminders.sendGuestFormMail, { params: { id: booking.id }, query: {} });
                  notify({ intent: 'success', key: 'guestForms.reminded', params: { count: sent.mailed.length, missing: sent.unreachable.length } });
                })
              }
              data-testid="guest-forms-remind"
            >
              {t('guestForms.remindNow')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {links.error ? (
        <Body1 className={styles.muted} data-testid="guest-forms-error">
          {t('guestForms.loadError')}
        </Body1>
      ) : !links.data ? (
        <Spinner size="tiny" label={t('guestForms.loading')} data-testid="guest-forms-loading" />
      ) : attached.length === 0 ? (
        <Body1 className={styles.muted} data-testid="guest-forms-empty">
          {t('guestForms.empty')}
        </Body1>
      ) : (
        <>
          <Subtitle2 as="h3">{t('guestForms.attached')}</Subtitle2>
          <ul className={styles.forms} data-testid="guest-forms-attached">
            {attached.map((f) => (
              <li key={f.id} className={styles.form} data-testid={`guest-form-${f.id}`}>
                <Body1>{f.name}</Body1>
                <Body1 className={styles.muted}>{t('guestForms.version', { version: f.version })}</Body1>
                {f.locked ? (
                  <Badge appearance="tint" color="warning" data-testid="guest-form-locked">
                    {t('guestForms.locked')}
                  </Badge>
                ) : null}
                <Button
                  size="small"
                  icon={<DocumentPdfRegular />}
                  aria-label={`${t('guestForms.print')}: ${f.name}`}
                  onClick={() => void openFormPrint(f.id, { lang })}
                  data-testid="guest-form-print"
                >
                  {t('guestForms.print')}
                </Button>
                {canChange ? (
                  <Button
                    size="small"
                    icon={f.locked ? <LockOpenRegular /> : <LockClosedRegular />}
                    disabled={busy}
                    onClick={() => void run(() => callEndpoint(api.lock, { params: { id: f.id }, body: { locked: !f.locked } }))}
                    data-testid="guest-form-lock"
                  >
                    {t(f.locked ? 'guestForms.unlock' : 'guestForms.lock')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          <Subtitle2 as="h3">{t('guestForms.links')}</Subtitle2>
          <Table size="small" className={styles.table} aria-label={t('guestForms.links')} data-testid="guest-forms-links">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('guestForms.board.guest')}</TableHeaderCell>
                <TableHeaderCell className={styles.linkHeader}>{t('guestForms.linkColumn')}</TableHeaderCell>
                {attached.map((f) => (
                  <TableHeaderCell key={f.id}>{f.name}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {links.data.data.map((link) => {
                const who = guestName(link.guest, link.name);
                const url = new URL(link.path, window.location.origin).href;
                return (
                  <TableRow key={link.guest} data-testid={`guest-link-${link.guest}`}>
                    <TableCell>
                      <span className={styles.state}>
                        <span data-testid="guest-link-name">{who}</span>
                        {canLink && !link.customer && link.guest !== 'lead' ? (
                          <Button
                            size="small"
                            appearance="subtle"
                            icon={<PersonLinkRegular />}
                            aria-label={`${t('guestForms.linkCustomer.action')}: ${who}`}
                            onClick={() => setLinking({ guest: link.guest, who })}
                            data-testid="guest-link-customer-open"
                          >
                            {t('guestForms.linkCustomer.action')}
                          </Button>
                        ) : null}
                      </span>
                    </TableCell>
                    <TableCell>
                      <div className={styles.linkCell}>
                        <Input className={styles.link} value={url} readOnly aria-label={t('guestForms.link', { who })} data-testid="guest-link-url" />
                        <Button
                          icon={<CopyRegular />}
                          aria-label={`${t('guestForms.copy')}: ${who}`}
                          title={t('guestForms.copy')}
                          onClick={() => void copy(link)}
                          data-testid="guest-link-copy"
                        />
                        {canChange ? (
                          <Button
                            icon={<ArrowClockwiseRegular />}
                            aria-label={`${t('guestForms.renew')}: ${who}`}
                            title={t('guestForms.renew')}
                            disabled={busy}
                            onClick={() => void renew(link)}
                            data-testid="guest-link-renew"
                          />
                        ) : null}
                        <Button
                          icon={<QrCodeRegular />}
                          aria-label={`${t('guestForms.qr')}: ${who}`}
                          title={t('guestForms.qr')}
                          onClick={() => setQr({ token: tokenOfPath(link.path), who })}
                          data-testid="guest-link-qr"
                        />
                      </div>
                    </TableCell>
                    {attached.map((f) => {
                      const asked = link.forms.find((x) => x.form === f.id);
                      return (
                        <TableCell key={f.id} data-testid={`guest-link-${link.guest}-${f.id}`}>
                          {asked ? (
                            <span className={styles.state}>
                              <FormStateBadge state={formStateOf(asked)} testId="guest-form-state" />
                              {asked.state !== 'none' ? (
                                <Button
                                  size="small"
                                  appearance="subtle"
                                  onClick={() => setFilled({ form: f.id, guest: link.guest, who })}
                                  data-testid="guest-form-view"
                                >
                                  {t('guestForms.view')}
                                </Button>
                              ) : null}
                              {asked.state === 'submitted' && canSync ? (
                                <Button
                                  size="small"
                                  appearance="subtle"
                                  onClick={() => setSyncing({ form: f.id, guest: link.guest, who })}
                                  aria-label={`${t('guestForms.sync.action')}: ${who}, ${f.name}`}
                                  data-testid="guest-form-sync-open"
                                >
                                  {t('guestForms.sync.action')}
                                </Button>
                              ) : null}
                            </span>
                          ) : (
                            <span className={styles.muted}>—</span>
                          )}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </>
      )}
      {filled ? <FilledFormDialog {...filled} onClose={() => setFilled(undefined)} /> : null}
      {qr ? <LinkQrDialog {...qr} onClose={() => setQr(undefined)} /> : null}
      {linking ? <LinkCustomerDialog booking={booking.id} {...linking} onClose={() => setLinking(undefined)} onDone={() => void links.mutate()} /> : null}
      {syncing ? <SyncToCustomerDialog {...syncing} onClose={() => setSyncing(undefined)} onDone={() => void links.mutate()} /> : null}
    </section>
  );
}
