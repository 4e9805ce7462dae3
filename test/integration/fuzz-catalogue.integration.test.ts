import { handler as employees } from '../../functions/identity/employees/lambda';
import { handler as geo } from '../../functions/platform/geo/lambda';
import { handler as media } from '../../functions/platform/media/lambda';
import { handler as products } from '../../functions/finance/products/lambda';
import { handler as specials } from '../../functions/pricing/specials/lambda';
import { fuzzSuite } from '../support/fuzz-suite';

fuzzSuite('employees, products, media, specials and geo', { employees, products, media, specials, geo });
