import { Button } from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { documentEndpoints } from '../../../../shared/api/documents';
import { passesAny } from '../../../../shared/auth/permissions';
import { ApiCallError } from '../../api/client';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { notify, notifyError } from '../../notices/notice-bus';
import { downloadPdf } from '../finance/amount';

/** The departure's passenger list for the harbour office (docs/decisions.md "Document templates"): the template keyed print.passengerList, in the screen's language. */
export function PassengerListButton({ schedule, from }: { schedule: string; from: string }) {
  const { t, lang } = useI18n();
  const may = passesAny(usePrincipal(), documentEndpoints.printList.scopes);
  const [busy, setBusy] = useState(false);
  if (!may) return null;
  const print = async () => {
    setBusy(true);
    try {
      await downloadPdf(documentEndpoints.printList, { template: 'print.passengerList' }, { schedule, lang }, `passenger-list-${from}.pdf`);
    } catch (err) {
      if (err instanceof ApiCallError && err.status === 404) notify({ intent: 'warning', key: 'documents.noPassengerList' });
      else notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DocumentPdfRegular />} disabled={busy} onClick={() => void print()} data-testid="schedule-passenger-list">
      {t('documents.passengerList')}
    </Button>
  );
}
