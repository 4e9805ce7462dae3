import {
  Body1,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { guestFormSyncEndpoints as api } from '../../../../shared/api/guest-form-sync';
import { passes, passesAny } from '../../../../shared/auth/permissions';
import type { Principal } from '../../../../shared/auth/principal';
import { callEndpoint } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';

/**
 * "Sync to customer" (docs/decisions/forms.md "Answers to the customer, lists and statistics"): a submitted form's
 * answers that map to customer fields, each with the customer's value beside the form's; the staff tick what to take
 * (the differing ones ticked at first) and confirm. The customer's version read goes back: changed meanwhile, 409.
 */

/** Whether the user may sync answers to customers (changing bookings, and customers or making them). */
export const maySync = (principal: Principal | undefined) =>
  !!principal && passesAny(principal, api.sync.scopes) && (passes(principal, 'customers.update') || passes(principal, 'customers.create'));

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  value: { overflowWrap: 'anywhere' },
});

export function SyncToCustomerDialog({
  form,
  guest,
  who,
  onClose,
  onDone,
}: {
  form: string;
  guest: string;
  who: string;
  onClose: () => void;
  onDone?: () => void;
}) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const diff = useSWR(['guestforms.syncDiff', form, guest], () => callEndpoint(api.syncDiff, { params: { id: form }, query: { guest } }));
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const loaded = diff.data;
  useEffect(() => {
    if (loaded) setChosen(new Set(loaded.fields.filter((f) => f.differs).map((f) => f.target)));
  }, [loaded]);
  const label = (l: Partial<Record<string, string>>, fallback: string) => l[lang] ?? l.en ?? l.de ?? fallback;
  const title = t('guestForms.sync.title', { who });
  const toggle = (target: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(target);
      else next.delete(target);
      return next;
    });
  const confirm = async () => {
    if (!diff.data) return;
    setBusy(true);
    try {
      const done = await callEndpoint(api.sync, {
        params: { id: form },
        body: { guest, fields: [...chosen], ...(diff.data.customer ? { customerVersion: diff.data.customer.version } : {}) },
      });
      notify({ intent: 'success', key: 'guestForms.sync.done', params: { count: done.written.length } });
      onDone?.();
      onClose();
    } catch (err) {
      notifyError(err);
      // A customer changed meanwhile: show the diff again as it is now.
      await diff.mutate();
    } finally {
      setBusy(false);
    }
  };
  const submitted = diff.data?.state === 'submitted';
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface aria-label={title} data-testid="guest-form-sync">
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {diff.error ? (
              <Body1>{t('guestForms.loadError')}</Body1>
            ) : !diff.data ? (
              <Spinner size="tiny" label={t('guestForms.loading')} />
            ) : (
              <>
                <Body1 data-testid="guest-form-sync-customer">
                  {diff.data.customer ? t('guestForms.sync.customer', { name: diff.data.customer.name }) : t('guestForms.sync.newCustomer')}
                </Body1>
                {!submitted ? <Body1 className={styles.muted}>{t('guestForms.sync.notSubmitted')}</Body1> : null}
                {diff.data.fields.length === 0 ? (
                  <Body1 data-testid="guest-form-sync-none">{t('guestForms.sync.none')}</Body1>
                ) : (
                  <Table size="small" aria-label={title} data-testid="guest-form-sync-fields">
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>{t('guestForms.sync.field')}</TableHeaderCell>
                        <TableHeaderCell>{t('guestForms.sync.customerValue')}</TableHeaderCell>
                        <TableHeaderCell>{t('guestForms.sync.formValue')}</TableHeaderCell>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {diff.data.fields.map((f) => {
                        const name = `${label(f.label, f.field)}${f.kind === 'meta' ? ` (${f.target.split('.').pop()})` : ''}`;
                        return (
                          <TableRow key={f.target} data-testid={`sync-field-${f.target}`} data-differs={f.differs}>
                            <TableCell>
                              <Checkbox
                                checked={chosen.has(f.target)}
                                disabled={!submitted}
                                onChange={(_e, d) => toggle(f.target, d.checked === true)}
                                label={name}
                                aria-label={t('guestForms.sync.take', { field: name })}
                                data-testid="sync-field-take"
                              />
                            </TableCell>
                            <TableCell className={styles.value}>{f.customerValue ?? '—'}</TableCell>
                            <TableCell className={styles.value}>{f.differs ? f.formValue : `${f.formValue} (${t('guestForms.sync.same')})`}</TableCell>
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </Table>
                )}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} data-testid="guest-form-sync-cancel">
              {t('guestForms.close')}
            </Button>
            <Button
              appearance="primary"
              disabled={busy || !submitted || chosen.size === 0}
              onClick={() => void confirm()}
              data-testid="guest-form-sync-confirm"
            >
              {t('guestForms.sync.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
