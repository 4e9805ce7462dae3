import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { productCategoriesResource, productExtraEndpoints } from '../../../../shared/api/products';
import { taxesResource } from '../../../../shared/api/settings';
import { callEndpoint } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';
import { parseAmount } from '../../i18n/money';
import { notify, notifyError } from '../../notices/notice-bus';
import { useResourceChoices } from '../../resources/use-resource';
import { useTypeValues } from '../../resources/use-lookups';
import { UNIT_LABELS } from '../../resources/products';
import { PRODUCT_UNITS } from '../../../../shared/domain/product/product';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });
type Named = { id: string; name: string };
type ProductUnit = (typeof PRODUCT_UNITS)[number];

/**
 * POST /api/pos/product: a product the counter does not know yet (a new drink), with its price, tax, category and,
 * when the stock is counted, its opening stock (the endpoint is idempotent: a retried request creates one product).
 */
export function NewProductDialog({ onClose }: { onClose: (created?: { id: string; name: string; barcode?: string }) => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const taxes = (useResourceChoices(taxesResource).data?.data ?? []) as unknown as Named[];
  const categories = (useResourceChoices(productCategoriesResource).data?.data ?? []) as unknown as Named[];
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [taxId, setTaxId] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const units = useTypeValues('productUnits', PRODUCT_UNITS);
  const [unit, setUnit] = useState<ProductUnit>('Piece');
  const [barcode, setBarcode] = useState('');
  const [stock, setStock] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const parsedPrice = parseAmount(price);
  const priceOk = typeof parsedPrice === 'number' && parsedPrice < 1e9;
  const stockOk = stock.trim() === '' || /^\d{1,7}$/.test(stock.trim());

  const submit = async () => {
    setShown(true);
    if (!name.trim() || !priceOk || !stockOk) return;
    setBusy(true);
    const body = {
      name: name.trim(),
      price: parsedPrice as number,
      ...(taxId ? { taxId } : {}),
      ...(categoryId ? { categoryId } : {}),
      unit,
      ...(barcode.trim() ? { barcode: barcode.trim() } : {}),
      ...(stock.trim() ? { stock: Number(stock.trim()) } : {}),
    };
    try {
      const product = await callEndpoint(productExtraEndpoints.counterCreate, { body });
      notify({ intent: 'success', key: 'records.product.created', params: { name: product.name } });
      onClose({ id: product.id, name: product.name, barcode: product.barcode });
    } catch (err) {
      notifyError(err);
      setBusy(false);
    }
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface aria-describedby={undefined} data-testid="pos-new-product-dialog">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{t('records.product.title')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t('records.product.name')} required validationMessage={shown && !name.trim() ? t('records.product.nameMissing') : undefined}>
                <Input value={name} onChange={(_e, d) => setName(d.value)} maxLength={200} data-testid="pos-new-product-name" />
              </Field>
              <Field label={t('records.product.price')} required validationMessage={shown && !priceOk ? t('records.product.priceInvalid') : undefined}>
                <Input value={price} inputMode="decimal" onChange={(_e, d) => setPrice(d.value)} data-testid="pos-new-product-price" />
              </Field>
              <Field label={t('records.product.tax')}>
                <Select value={taxId} onChange={(_e, d) => setTaxId(d.value)} data-testid="pos-new-product-tax">
                  <option value="">{t('records.product.none')}</option>
                  {taxes.map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.name}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('records.product.category')}>
                <Select value={categoryId} onChange={(_e, d) => setCategoryId(d.value)} data-testid="pos-new-product-category">
                  <option value="">{t('records.product.none')}</option>
                  {categories.map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.name}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('records.product.unit')}>
                <Select value={unit} onChange={(_e, d) => setUnit(d.value as ProductUnit)} data-testid="pos-new-product-unit">
                  {units.map((u) => (
                    <option key={u} value={u}>
                      {UNIT_LABELS[u] ? t(UNIT_LABELS[u]) : u}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('records.product.barcode')}>
                <Input value={barcode} onChange={(_e, d) => setBarcode(d.value)} maxLength={50} data-testid="pos-new-product-barcode" />
              </Field>
              <Field label={t('records.product.stock')} validationMessage={shown && !stockOk ? t('records.product.stockInvalid') : undefined}>
                <Input value={stock} inputMode="numeric" onChange={(_e, d) => setStock(d.value)} data-testid="pos-new-product-stock" />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => onClose()} disabled={busy}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy} data-testid="pos-new-product-submit">
                {t('common.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
