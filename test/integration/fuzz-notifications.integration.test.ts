import { handler as notifications } from '../../functions/messaging/notifications/lambda';
import { fuzzSuite } from '../support/fuzz-suite';

fuzzSuite('notifications', { notifications });
