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
import type { Language } from '../../../../shared/constants';
import { callEndpoint } from '../../api/endpoint-client';
import type { Translate } from '../../../../shared/i18n/core';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { notify, notifyError } from '../../notices/notice-bus';
import { downloadPdf } from '../finance/amount';
import { useSupportedLanguages } from '../../resources/use-lookups';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hint: { maxWidth: '320px', whiteSpace: 'normal' },
});

const KINDS = { confirmation: 1, voucher: 1, offer: 1, customerLetter: 1, passengerList: 1 } as const;

/**
 * A template the demo ships (key print.confirmation…) is named by its kind in the screen's language, so a German
 * screen does not list "Booking confirmation (print)"; the operator's own templates by their name.
 */
export function printName(tpl: { name: string; key?: string }, t: Translate): string {
  const kind = tpl.key?.startsWith('print.') ? tpl.key.slice('print.'.length) : '';
  return kind in KINDS ? t(`documents.kind.${kind as keyof typeof KINDS}`) : tpl.name;
}

/**
 * "Print…" in the booking file (docs/decisions.md "Document templates"): the print templates that fit the booking
 * (GET {id}/templates), each downloaded as a PDF in the chosen language (the booking's by default).
 */
export function BookingPrintMenu({ booking }: { booking: Booking }) {
  const styles = useStyles();
  const { t } = useI18n();
  const may = passesAny(usePrincipal(), documentEndpoints.bookingTemplates.scopes);
  const [open, setOpen] = useState(false);
  const { languages } = useSupportedLanguages();
  const initial: Language = languages.find((l) => l === booking.language) ?? 'de';
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
                onClick={() => void print(tpl.id, printName(tpl, t))}
                data-testid={`booking-print-${tpl.key ?? tpl.id}`}
              >
                {printName(tpl, t)}
              </MenuItem>
            ))}
            <MenuDivider />
            <MenuGroup>
              <MenuGroupHeader>{t('documents.language')}</MenuGroupHeader>
              {languages.map((l) => (
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
