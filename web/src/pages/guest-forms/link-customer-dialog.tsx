import { Combobox, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { guestFormSyncEndpoints as sync } from '../../../../shared/api/guest-form-sync';
import { passesAny } from '../../../../shared/auth/permissions';
import type { Principal } from '../../../../shared/auth/principal';
import { customersResource } from '../../../../shared/api/customers';
import { callEndpoint } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';
import { notify } from '../../notices/notice-bus';
import { FormDialog, useErrorText } from '../booking-file/booking-forms-kit';
import { personOf, useCustomerSearch } from '../booking-wizard/wizard-persons';

/**
 * "Link customer" on a guest slot naming nobody (docs/decisions/forms.md "Answers to the customer, lists and
 * statistics"): the wizard's customer search, then POST /api/guestform/customer/{customer}/{booking} {guest}. A slot
 * taken meanwhile (409) or an unknown customer (404) shows inline, as the booking file's other dialogs do.
 */

/** Who may link: the call's scope (bookings.update) and the customer search's. */
export const mayLinkCustomer = (principal: Principal) =>
  passesAny(principal, sync.attachCustomer.scopes) && passesAny(principal, customersResource.endpoints.list.scopes);

export function LinkCustomerDialog({
  booking,
  guest,
  who,
  onClose,
  onDone,
}: {
  booking: string;
  guest: string;
  who: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const found = useCustomerSearch(chosen ? '' : text);
  const link = async () => {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      await callEndpoint(sync.attachCustomer, { params: { customer: chosen.id, booking }, body: { guest } });
      notify({ intent: 'success', key: 'guestForms.linkCustomer.done', params: { name: chosen.name, who } });
      onDone();
      onClose();
    } catch (err) {
      setError(errorText(err));
      // A slot taken meanwhile: the panel behind shows who has it now.
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={t('guestForms.linkCustomer.title', { who })}
      testId="guest-link-customer-dialog"
      busy={busy}
      error={error}
      canSubmit={chosen !== null}
      submitLabel={t('guestForms.linkCustomer.save')}
      onClose={onClose}
      onSubmit={() => void link()}
    >
      <Field label={t('guestForms.linkCustomer.find')} hint={t('guestForms.linkCustomer.hint')}>
        <Combobox
          freeform
          inlinePopup
          value={text}
          open={open && found.length > 0}
          onOpenChange={(_e, d) => setOpen(d.open)}
          onChange={(e) => {
            setText(e.target.value);
            setChosen(null);
            setOpen(true);
          }}
          onOptionSelect={(_e, d) => {
            const c = found.find((x) => x.id === d.optionValue);
            if (c) {
              const name = personOf(c).name;
              setChosen({ id: c.id, name });
              setText(name);
              setOpen(false);
            }
          }}
          data-testid="guest-link-customer-find"
        >
          {found.map((c) => (
            <Option key={c.id} value={c.id} text={personOf(c).name}>
              {`${personOf(c).name}${c.contact?.email ? ` <${c.contact.email}>` : ''}${c.masterData.birthday ? `, ${c.masterData.birthday}` : ''}`}
            </Option>
          ))}
        </Combobox>
      </Field>
    </FormDialog>
  );
}
