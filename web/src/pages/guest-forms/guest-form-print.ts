import { guestFormPrintEndpoints as api } from '../../../../shared/api/guest-form-print';
import type { Language } from '../../../../shared/constants';
import { endpointUrl } from '../../api/endpoint-client';
import { notifyError } from '../../notices/notice-bus';
import { authorizedGet, filenameFromDisposition, saveBlob } from '../../resources/download';

/**
 * Opens the signed PDF of a booking's form (GET /api/guestform/{id}/print; docs/decisions/forms.md "The signed PDF")
 * in a new tab: every respondent, or one guest's. The tab is opened within the click (no popup blocker) and shown the
 * PDF once it is made; without a tab the PDF is saved.
 */
export async function openFormPrint(form: string, opts: { guest?: string; lang: Language }): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const res = await authorizedGet(endpointUrl(api.print, { id: form }, { lang: opts.lang, ...(opts.guest ? { guest: opts.guest } : {}) }));
    const blob = await res.blob();
    if (tab) tab.location.href = URL.createObjectURL(blob);
    else saveBlob(blob, filenameFromDisposition(res.headers.get('content-disposition'), 'guestform.pdf'));
  } catch (err) {
    tab?.close();
    notifyError(err);
  }
}
