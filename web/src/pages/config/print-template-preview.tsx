import { Button, Caption1, Card, Field, FluentProvider, Input, makeStyles, Subtitle1, Tab, TabList, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { bookingListEndpoints } from '../../../../shared/api/booking-list';
import { invoiceDocumentEndpoints } from '../../../../shared/api/invoices';
import type { Language } from '../../../../shared/constants';
import { htmlDocument, inLanguage, renderTemplate, samplePrintData } from '../../../../shared/domain/mail/mail-template';
import { callEndpoint } from '../../api/endpoint-client';
import type { Draft } from '../../components/ResourceForm/form-values';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import type { Entity } from '../../resources/resource-types';
import { lightTheme } from '../../theme';
import { downloadPdf } from '../finance/amount';
import { useSupportedLanguages } from '../../resources/use-lookups';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
  title: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
  frame: {
    width: '100%',
    minHeight: '480px',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#ffffff',
    display: 'block',
  },
  light: { backgroundColor: tokens.colorTransparentBackground },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const today = () => {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;
};

/** The page as the PDF lays it out: A4-like width, the PDF's font. */
const PAGE_STYLE =
  '<style>body{font-family:Helvetica,Arial,sans-serif;font-size:12px;margin:16px;color:#000}table{width:100%;border-collapse:collapse}th{text-align:left}td,th{padding:2px 4px;vertical-align:top}td[align=right],th[align=right]{white-space:nowrap}</style>';

/**
 * The print template's live preview (docs/decisions.md "Document templates"): the draft as typed, rendered in the
 * browser with the same placeholder language and the sample data of a booking, customer and departure; and the PDF
 * of the saved template with a chosen booking (by its number).
 */
export function PrintTemplatePreview({ draft, entity }: { draft: Draft; entity?: Entity }) {
  const styles = useStyles();
  const { t, lang: uiLang } = useI18n();
  const { languages } = useSupportedLanguages();
  const [lang, setLang] = useState<Language>(uiLang);
  const [bookingNo, setBookingNo] = useState('');
  const body = (draft.body ?? {}) as Partial<Record<string, string>>;
  const subject = (draft.subject ?? {}) as Partial<Record<string, string>>;
  const html = useMemo(() => {
    const data = samplePrintData(lang, today());
    const rendered = renderTemplate(inLanguage(body, lang), data, { html: true }).text;
    const title = renderTemplate(inLanguage(subject, lang), data, { html: false }).text;
    return htmlDocument({ lang, title, body: `${PAGE_STYLE}${rendered}` });
  }, [body, subject, lang]);

  const pdfWithBooking = async () => {
    const number = bookingNo.trim();
    if (!entity || !number) return;
    try {
      const found = await callEndpoint(bookingListEndpoints.find, { query: { query: number, onlyActive: 'false' } });
      const booking = found.data.find((b) => String(b.bookingNo) === number);
      if (!booking) {
        notify({ intent: 'warning', key: 'documents.bookingNotFound', params: { number } });
        return;
      }
      await downloadPdf(invoiceDocumentEndpoints.mailPreview, { id: booking.id, templateId: entity.id }, { lang }, `preview-${number}.pdf`);
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Card className={styles.card} data-testid="print-preview">
      <Subtitle1 as="h2" className={styles.title}>
        {t('documents.livePreview')}
      </Subtitle1>
      <Caption1 className={styles.hint}>{t('documents.livePreviewHint')}</Caption1>
      <TabList selectedValue={lang} onTabSelect={(_e, d) => setLang(d.value as Language)} aria-label={t('mailTemplates.previewLanguage')} size="small">
        {languages.map((l) => (
          <Tab key={l} value={l} data-testid={`print-preview-${l}`}>
            {t(`header.languageName.${l}`)}
          </Tab>
        ))}
      </TabList>
      <FluentProvider theme={lightTheme} className={styles.light}>
        {/* No scripts, no same origin: the operator's HTML is shown as the printed page, not run. */}
        <iframe className={styles.frame} title={t('documents.livePreviewFrame')} sandbox="" srcDoc={html} data-testid="print-preview-frame" />
      </FluentProvider>
      {/* The PDF with a booking: only a template a booking prints (GET /api/bookings/{id}/templates/{templateId}). */}
      {entity && (draft.context === undefined || draft.context === 'booking' || draft.context === 'general') ? (
        <>
          <div className={styles.row}>
            <Field label={t('documents.bookingNo')}>
              <Input value={bookingNo} onChange={(_e, d) => setBookingNo(d.value)} inputMode="numeric" data-testid="print-preview-booking" />
            </Field>
            <Button icon={<DocumentPdfRegular />} disabled={!bookingNo.trim()} onClick={() => void pdfWithBooking()} data-testid="print-preview-pdf">
              {t('documents.pdfWithBooking')}
            </Button>
          </div>
          <Caption1 className={styles.hint}>{t('documents.savedOnly')}</Caption1>
        </>
      ) : null}
    </Card>
  );
}
