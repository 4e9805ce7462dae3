import useSWR from 'swr';
import { mailTemplateExtraEndpoints } from '../../../shared/api/mail-templates';
import type { Language } from '../../../shared/constants';
import { callEndpoint } from '../api/endpoint-client';

/** The server's rendering of a saved template with sample data; a new version renders again. */
export function useMailTemplatePreview(id: string | undefined, version: number | undefined, lang: Language) {
  return useSWR(
    id ? ['mailtemplate-preview', id, version, lang] : null,
    () => callEndpoint(mailTemplateExtraEndpoints.preview, { params: { id: id! }, body: { lang } }),
    {
      revalidateOnFocus: false,
    },
  );
}
