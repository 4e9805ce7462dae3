import { handler as forms } from '../../functions/forms/definitions/lambda';
import { fuzzSuite } from '../support/fuzz-suite';

fuzzSuite('guest form definitions', { forms });
