import {
  Button,
  makeStyles,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { DocumentPdfRegular, PrintRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import useSWR from 'swr';
import type { Booking } from '../../../../shared/api/bookings';
import { documentEndpoints } from '../../../../shared/api/documents';
import { invoiceDocumentEndpoints } from '../../../../shared/api/invoices';
import { passesAny } from '../../../../shared/auth/permissions';
import { LANGUAGES, type Language } from '../../../../shared/constants';
import { callEndpoint } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { notify, notifyError } from '../../notices/notice-bus';
import { downloadPdf } from '../finance/amount';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hint: { maxWidth: '320px', whiteSpace: 'normal' },
});

/**
 * "Print…" in the booking file (docs/decisions.md "Document templates"): the print templates that fit the booking
 * (GET {id}/templates), each downloaded as a PDF in the chosen language (the booking's by default).
 */
export function BookingPrintMenu({ booking }: { booking: Booking }) {
  const styles = useStyles();
  const { t } = useI18n();
  const may = passesAny(usePrincipal(), documentEndpoints.bookingTemplates.scopes);
  const [open, setOpen] = useState(false);
  const initial: Language = LANGUAGES.find((l) => l === booking.language) ?? 'de';
  const [lang, setLang] = useState<Language>(initial);
  const templates = useSWR(may && open ? ['documents.bookingTemplates', booking.id] : null, () =>
    callEndpoint(documentEndpoints.bookingTemplates, { params: { id: booking.id } }),
  );
  if (!may) return null;

  const print = async (id: string, name: string) => {
    try {
      await downloadPdf(invoiceDocumentEndpoints.mailPreview, { id: booking.id, templateId: id }, { lang }, `${name}-${booking.bookingNo}.pdf`);
      notify({ intent: 'success', key: 'documents.downloaded', params: { name } });
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <div className={styles.root}>
      <Menu
        open={open}
        onOpenChange={(_e, d) => setOpen(d.open)}
        checkedValues={{ lang: [lang] }}
        onCheckedValueChange={(_e, d) => setLang((d.checkedItems[0] as Language) ?? initial)}
      >
        <MenuTrigger disableButtonEnhancement>
          <Button icon={<PrintRegular />} aria-label={t('documents.printLabel')} data-testid="booking-print">
            {t('documents.print')}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList data-testid="booking-print-menu">
            {templates.isLoading ? <Spinner size="tiny" label={t('documents.loading')} /> : null}
            {templates.data && templates.data.data.length === 0 ? (
              <MenuItem disabled className={styles.hint}>
                {t('documents.none')}
              </MenuItem>
            ) : null}
            {templates.data?.data.map((tpl) => (
              <MenuItem
                key={tpl.id}
                icon={<DocumentPdfRegular />}
                onClick={() => void print(tpl.id, tpl.name)}
                data-testid={`booking-print-${tpl.key ?? tpl.id}`}
              >
                {tpl.name}
              </MenuItem>
            ))}
            <MenuDivider />
            <MenuGroup>
              <MenuGroupHeader>{t('documents.language')}</MenuGroupHeader>
              {LANGUAGES.map((l) => (
                <MenuItemRadio key={l} name="lang" value={l} persistOnClick>
                  {t(`header.languageName.${l}`)}
                </MenuItemRadio>
              ))}
            </MenuGroup>
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
}
