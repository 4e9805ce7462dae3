import { handler as settings } from '../../functions/platform/settings/lambda';
import { fuzzSuite } from '../support/fuzz-suite';

fuzzSuite('settings', { settings });
