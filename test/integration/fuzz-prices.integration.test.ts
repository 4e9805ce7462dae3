import { handler as prices } from '../../functions/pricing/prices/lambda';
import { handler as pricing } from '../../functions/pricing/engine/lambda';
import { fuzzSuite } from '../support/fuzz-suite';
import { seedSampleRefs } from '../support/inventory-samples';

// The price samples name the sample resort and room type (rs-sample, rt-sample); variants, supplements, terms and commissions name nothing.
fuzzSuite('price definitions, variants, supplements, terms, commissions and the simulator', { prices, pricing }, seedSampleRefs);
