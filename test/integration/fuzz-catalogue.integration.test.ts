import { handler as employees } from '../../functions/employees/index';
import { handler as geo } from '../../functions/geo/index';
import { handler as media } from '../../functions/media/index';
import { handler as products } from '../../functions/products/index';
import { handler as specials } from '../../functions/specials/index';
import { fuzzSuite } from '../support/fuzz-suite';

fuzzSuite('employees, products, media, specials and geo', { employees, products, media, specials, geo });
