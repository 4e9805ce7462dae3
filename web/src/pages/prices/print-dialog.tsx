import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, OpenRegular, PrintRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ApiCallError } from '../../api/client';
import { useI18n } from '../../hooks/use-i18n';
import { RESORT_REF } from '../../resources/inventory-refs';
import { downloadPriceList, openPriceList, printProblems, PRINT_YEAR_MAX, PRINT_YEAR_MIN } from './price-list';
import { RefDropdown } from './simulator-fields';

// The actions take the dialog's width (fluid), on the right, one line each: "CSV herunterladen" wraps in the default half.
const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { justifyContent: 'flex-end' },
  action: { whiteSpace: 'nowrap' },
});

/**
 * "Print price list" on /price: a resort and a year (this year to begin with), then the HTML list in a new tab or
 * the CSV as a file (GET /api/resort/print). A Fluent dialog: focus stays inside, Escape closes, the title names it.
 */
export function PrintPriceList() {
  const styles = useStyles();
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [resort, setResort] = useState('');
  const [yearText, setYearText] = useState(() => String(new Date().getFullYear()));
  const [busy, setBusy] = useState<'html' | 'csv' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const year = /^\d{4}$/.test(yearText.trim()) ? Number(yearText.trim()) : null;
  const problems = printProblems(resort, year);
  const yearWrong = problems.includes('label.prices.printNeedsYear');

  const run = async (format: 'html' | 'csv') => {
    if (problems.length > 0 || year === null) return;
    // The tab is opened by the click itself: a tab opened after the answer arrives may be blocked as a popup.
    const tab = format === 'html' ? window.open('', '_blank') : null;
    if (tab) tab.opener = null;
    setBusy(format);
    setError(null);
    try {
      if (format === 'html') await openPriceList(resort, year, tab);
      else await downloadPriceList(resort, year);
      setOpen(false);
    } catch (err) {
      setError(err instanceof ApiCallError ? err.error.description || err.error.message : t('app.unexpectedError'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_e, d) => setOpen(d.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<PrintRegular />} data-testid="price-print">
          {t('label.prices.print')}
        </Button>
      </DialogTrigger>
      <DialogSurface aria-describedby="price-print-hint" data-testid="price-print-dialog">
        <DialogBody>
          <DialogTitle>{t('label.prices.printTitle')}</DialogTitle>
          <DialogContent className={styles.fields}>
            <p id="price-print-hint">{t('label.prices.printHint')}</p>
            <RefDropdown label={t('label.prices.resort')} reference={RESORT_REF} value={resort} onChange={setResort} testId="price-print-resort" />
            <Field
              label={t('label.prices.printYear')}
              validationState={yearWrong ? 'error' : 'none'}
              validationMessage={yearWrong ? t('label.prices.printNeedsYear') : undefined}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={PRINT_YEAR_MIN}
                max={PRINT_YEAR_MAX}
                value={yearText}
                onChange={(_e, d) => setYearText(d.value)}
                data-testid="price-print-year"
              />
            </Field>
            {error ? (
              <MessageBar intent="error" data-testid="price-print-error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            ) : null}
            {busy ? <Spinner size="tiny" label={t('common.loading')} /> : null}
          </DialogContent>
          <DialogActions fluid className={styles.actions}>
            <Button
              appearance="primary"
              className={styles.action}
              icon={<OpenRegular />}
              disabled={busy !== null || problems.length > 0}
              onClick={() => void run('html')}
              data-testid="price-print-open"
            >
              {t('label.prices.printOpen')}
            </Button>
            <Button
              icon={<ArrowDownloadRegular />}
              disabled={busy !== null || problems.length > 0}
              onClick={() => void run('csv')}
              data-testid="price-print-csv"
            >
              {t('label.prices.printCsv')}
            </Button>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t('common.cancel')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
