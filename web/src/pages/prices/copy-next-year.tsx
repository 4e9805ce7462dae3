import { Button, Tooltip } from '@fluentui/react-components';
import { CalendarArrowRightRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { priceDefinitionsResource } from '../../../../shared/api/prices';
import type { PriceDefinition } from '../../../../shared/domain/pricing/price-definition';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { notifyError } from '../../notices/notice-bus';
import type { Entity } from '../../resources/resource-types';
import { createEntity } from '../../resources/use-resource';
import { nextYearCopy } from './season-copy';

const FIELDS = Object.keys(priceDefinitionsResource.schema.shape);

/**
 * A season row's "Copy to next year": creates the draft copy one year later (season-copy.ts) and opens it. The
 * click and the keys stay with the button, so the row does not open the season as well.
 */
export function CopyToNextYear({ item }: { item: Entity }) {
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const [busy, setBusy] = useState(false);
  const label = t('label.prices.copyNextYearOf', { name: String(item.name ?? '') });
  const copy = async () => {
    setBusy(true);
    try {
      const created = await createEntity(priceDefinitionsResource, nextYearCopy(item as unknown as PriceDefinition, FIELDS));
      navigate(`/price/${created.id}`);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      <Tooltip content={label} relationship="description">
        <Button
          size="small"
          appearance="subtle"
          icon={<CalendarArrowRightRegular />}
          disabled={busy}
          aria-label={label}
          onClick={() => void copy()}
          data-testid="price-copy-next-year"
        />
      </Tooltip>
    </span>
  );
}
