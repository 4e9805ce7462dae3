import { widgetsResource } from '../../../shared/api/widgets';
import { widgetTargetMissing } from '../../../shared/domain/widget/widget';
import { ValidationError } from '../../../shared/errors';
import { resorts, tours, vessels } from '../../data/assets';
import { requireRefs } from '../../lib/references';
import type { EngineOptions } from '../../lib/resource-engine';

type Options = EngineOptions<typeof widgetsResource.schema>;

/**
 * A widget's write: what it sells must be named for its kind and exist (400 with the field); the fields of other kinds
 * are dropped; the domains are kept once each. The slug's uniqueness is the repository's derived lookup (409).
 */
export const prepareWidget: NonNullable<Options['prepare']> = async ({ tenant, data }) => {
  const missing = widgetTargetMissing(data);
  if (missing) throw new ValidationError(`A ${data.kind} widget names its ${missing}`, [{ path: `body.${missing}`, message: `Choose the ${missing}` }]);
  const clean = {
    ...data,
    resort: data.kind === 'resort' ? data.resort : undefined,
    vessel: data.kind === 'vessel' ? data.vessel : undefined,
    tours: data.kind === 'tours' ? [...new Set(data.tours)] : [],
    domains: [...new Set(data.domains)],
  };
  await requireRefs(tenant, [
    { repo: resorts, id: clean.resort, path: 'body.resort', label: 'resort' },
    { repo: vessels, id: clean.vessel, path: 'body.vessel', label: 'vessel' },
    ...clean.tours.map((id, i) => ({ repo: tours, id, path: `body.tours.${i}`, label: 'tour' })),
  ]);
  return { data: clean };
};

export const widgetEngine: Options = { idPrefix: 'w', prepare: prepareWidget };
