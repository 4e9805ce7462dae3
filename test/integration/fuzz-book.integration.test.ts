import { handler as book } from '../../functions/booking/online/read/lambda';
import { fuzzSuite } from '../support/fuzz-suite';

fuzzSuite('the online booking reads (booking/price)', { book });
