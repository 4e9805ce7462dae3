import { handler as settings } from '../../functions/settings/index';
import { fuzzSuite } from '../support/fuzz-suite';

fuzzSuite('settings', { settings });
