import { Badge, Button, Combobox, Field, makeStyles, Option, Select, Subtitle1, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { formDefinitionsResource } from '../../../../shared/api/forms';
import { guestFormStandaloneEndpoints as api, type StandaloneLink, type StandaloneSubmission } from '../../../../shared/api/guest-form-standalone';
import { passesAny } from '../../../../shared/auth/permissions';
import { callEndpoint } from '../../api/endpoint-client';
import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { DateInput } from '../../components/DateInput/DateInput';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { useTenantZone } from '../../hooks/use-tenant-zone';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { notify, notifyError } from '../../notices/notice-bus';
import { personOf, useCustomerSearch } from '../booking-wizard/wizard-persons';
import { FilledFormDialog, LinkQrDialog } from './guest-form-parts';

/**
 * Standalone forms, /crm/forms (docs/decisions/forms.md "Standalone forms"): the form links without a booking (a
 * counter link for walk-ins, or one customer's), made, copied, shown as a QR code and revoked here; the submissions
 * of a link (`?link=`), each opening the filled form read-only with its signature records verified.
 */

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

const expired = (l: StandaloneLink) =>
  l.expiresAt !== undefined && Date.now() > Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(l.expiresAt) ? `${l.expiresAt}T23:59:59.999Z` : l.expiresAt);

export function StandaloneFormsPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const principal = usePrincipal();
  const canWrite = passesAny(principal, api.create.scopes);
  const [params, setParams] = useSearchParams();
  const selected = params.get('link') ?? undefined;
  const links = useSWR(['standaloneForms.list'], () => callEndpoint(api.list, {}));
  const [creating, setCreating] = useState(false);
  const [qr, setQr] = useState<StandaloneLink>();
  const title = t('routes.crmForms');
  const forWhom = (l: StandaloneLink) => l.customerName ?? (l.customer ? l.customer : t('standaloneForms.counter'));
  const select = (id?: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set('link', id);
    else next.delete('link');
    setParams(next, { replace: true });
  };
  const copy = async (l: StandaloneLink) => {
    try {
      await navigator.clipboard.writeText(new URL(l.path, window.location.origin).href);
      notify({ intent: 'success', key: 'guestForms.copied' });
    } catch (err) {
      notifyError(err);
    }
  };
  const revoke = async (l: StandaloneLink) => {
    try {
      await callEndpoint(api.revoke, { params: { id: l.id } });
      await links.mutate();
      notify({ intent: 'success', key: 'standaloneForms.revoked' });
    } catch (err) {
      notifyError(err);
    }
  };
  const columns: Column<StandaloneLink>[] = [
    { key: 'form', header: t('guestForms.list.form'), cell: (l) => l.name },
    { key: 'for', header: t('standaloneForms.for'), cell: forWhom },
    { key: 'expires', header: t('standaloneForms.expires'), cell: (l) => (l.expiresAt ? formatDate(l.expiresAt.slice(0, 10)) : '—') },
    {
      key: 'status',
      header: t('guestForms.state'),
      cell: (l) => {
        const s = l.revoked ? 'revoked' : expired(l) ? 'expired' : 'active';
        return (
          <Badge appearance="tint" color={s === 'active' ? 'success' : 'subtle'} data-state={s}>
            {t(`standaloneForms.status.${s}`)}
          </Badge>
        );
      },
    },
    { key: 'submissions', header: t('standaloneForms.submissions'), numeric: true, cell: (l) => l.submissions, cellTestId: 'standalone-submissions-count' },
    {
      key: 'actions',
      header: t('standaloneForms.actions'),
      cell: (l) => (
        <span className={styles.actions}>
          <Button size="small" onClick={() => select(l.id)} aria-pressed={selected === l.id} data-testid="standalone-open">
            {t('standaloneForms.showSubmissions')}
          </Button>
          {l.revoked ? null : (
            <>
              <Button size="small" onClick={() => void copy(l)} data-testid="standalone-copy">
                {t('guestForms.copy')}
              </Button>
              <Button size="small" onClick={() => setQr(l)} data-testid="standalone-qr">
                {t('guestForms.qr')}
              </Button>
              {canWrite ? (
                <Button size="small" onClick={() => void revoke(l)} data-testid="standalone-revoke">
                  {t('standaloneForms.revoke')}
                </Button>
              ) : null}
            </>
          )}
        </span>
      ),
    },
  ];
  const current = links.data?.data.find((l) => l.id === selected);
  return (
    <section className={styles.root} aria-label={title} data-testid="standalone-forms">
      <PageHeader title={title}>
        {canWrite ? (
          <Button appearance="primary" onClick={() => setCreating(true)} data-testid="standalone-create">
            {t('standaloneForms.create')}
          </Button>
        ) : null}
      </PageHeader>
      <DataTable
        columns={columns}
        rows={links.data?.data}
        rowKey={(l) => l.id}
        error={links.error}
        onRetry={() => void links.mutate()}
        states={{
          loading: t('guestForms.loading'),
          loadingTestId: 'standalone-loading',
          error: t('guestForms.loadError'),
          errorTestId: 'standalone-error',
          empty: t('standaloneForms.empty'),
          emptyTestId: 'standalone-empty',
        }}
        label={title}
        testId="standalone-links"
        rowTestId="standalone-link"
      />
      {current ? <Submissions link={current} who={forWhom(current)} /> : null}
      {creating ? (
        <CreateDialog
          onClose={() => setCreating(false)}
          onCreated={(l) => {
            setCreating(false);
            void links.mutate();
            select(l.id);
          }}
        />
      ) : null}
      {qr ? (
        <LinkQrDialog
          token=""
          who={`${qr.name} · ${forWhom(qr)}`}
          onClose={() => setQr(undefined)}
          source={{ key: qr.id, load: () => callEndpoint(api.qrcode, { params: { id: qr.id } }) }}
        />
      ) : null}
    </section>
  );
}

function Submissions({ link, who }: { link: StandaloneLink; who: string }) {
  const { t } = useI18n();
  const zone = useTenantZone();
  const detail = useSWR(['standaloneForms.get', link.id, link.submissions], () => callEndpoint(api.get, { params: { id: link.id } }));
  const [open, setOpen] = useState<StandaloneSubmission>();
  const heading = t('standaloneForms.submissionsOf', { form: link.name, who });
  const columns: Column<StandaloneSubmission>[] = [
    { key: 'name', header: t('standaloneForms.name'), cell: (s) => s.name ?? '—' },
    { key: 'at', header: t('standaloneForms.submittedAt'), cell: (s) => (s.submittedAt ? formatDateTime(s.submittedAt, zone) : t('guestForms.state.started')) },
    {
      key: 'physician',
      header: t('standaloneForms.physician'),
      cell: (s) =>
        s.physician ? (
          <Badge appearance="tint" color="severe" data-testid="standalone-physician">
            {t('guestForms.state.physician')}
          </Badge>
        ) : (
          '—'
        ),
    },
    {
      key: 'view',
      header: t('standaloneForms.actions'),
      cell: (s) => (
        <Button size="small" onClick={() => setOpen(s)} aria-label={`${t('guestForms.view')}: ${s.name ?? s.respondent}`} data-testid="standalone-view">
          {t('guestForms.view')}
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="standalone-submissions-title" data-testid="standalone-detail">
      <Subtitle1 as="h2" id="standalone-submissions-title">
        {heading}
      </Subtitle1>
      <DataTable
        columns={columns}
        rows={detail.data?.submissions}
        rowKey={(s) => s.respondent}
        error={detail.error}
        onRetry={() => void detail.mutate()}
        states={{
          loading: t('guestForms.loading'),
          loadingTestId: 'standalone-detail-loading',
          error: t('guestForms.loadError'),
          errorTestId: 'standalone-detail-error',
          empty: t('standaloneForms.noSubmissions'),
          emptyTestId: 'standalone-detail-empty',
        }}
        label={heading}
        testId="standalone-submissions"
        rowTestId="standalone-submission"
      />
      {open && detail.data ? (
        <FilledFormDialog
          form={link.id}
          guest={open.respondent}
          who={open.name ?? who}
          onClose={() => setOpen(undefined)}
          source={{ key: `${link.id}/${link.submissions}`, load: () => Promise.resolve(detail.data!.filled) }}
        />
      ) : null}
    </section>
  );
}

function CreateDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (l: StandaloneLink) => void }) {
  const { t } = useI18n();
  const definitions = useSWR(['standaloneForms.definitions'], () =>
    callEndpoint(formDefinitionsResource.endpoints.list, { query: { size: 0, sort: 'name', filter: JSON.stringify({ active: true }) } }),
  );
  const [form, setForm] = useState('');
  const [customer, setCustomer] = useState<string>();
  const [customerText, setCustomerText] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [expiresAt, setExpiresAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const found = useCustomerSearch(customer ? '' : customerText);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const made = await callEndpoint(api.create, {
        body: { form, ...(customer ? { customer } : {}), ...(expiresAt ? { expiresAt } : {}) },
      });
      notify({ intent: 'success', key: 'standaloneForms.created' });
      onCreated(made);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={t('standaloneForms.create')}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      submitLabel={t('standaloneForms.createSubmit')}
      submitDisabled={!form}
      error={error}
      errorTestId="standalone-create-error"
      testId="standalone-create-dialog"
      submitTestId="standalone-create-submit"
    >
      <Field label={t('guestForms.list.form')} required>
        <Select value={form} onChange={(_e, d) => setForm(d.value)} data-testid="standalone-create-form">
          <option value="">{t('standaloneForms.pickForm')}</option>
          {(definitions.data?.data ?? []).map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('standaloneForms.customer')} hint={t('standaloneForms.customerHint')}>
        <Combobox
          freeform
          inlinePopup
          value={customerText}
          open={listOpen && found.length > 0}
          onOpenChange={(_e, d) => setListOpen(d.open)}
          onChange={(e) => {
            setCustomer(undefined);
            setCustomerText(e.target.value);
            setListOpen(true);
          }}
          onOptionSelect={(_e, d) => {
            const c = found.find((x) => x.id === d.optionValue);
            if (c) {
              setCustomer(c.id);
              setCustomerText(personOf(c).name);
            }
          }}
          data-testid="standalone-create-customer"
        >
          {found.map((c) => (
            <Option key={c.id} value={c.id} text={personOf(c).name}>
              {`${personOf(c).name}${c.contact?.email ? ` <${c.contact.email}>` : ''}`}
            </Option>
          ))}
        </Combobox>
      </Field>
      <Field label={t('standaloneForms.expiresAt')} hint={t('standaloneForms.expiresHint')}>
        <DateInput value={expiresAt} onChange={(v) => setExpiresAt(v ?? '')} data-testid="standalone-create-expires" />
      </Field>
    </FormDialog>
  );
}
