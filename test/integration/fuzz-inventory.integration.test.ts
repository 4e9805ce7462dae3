import { handler as assets } from '../../functions/assets/index';
import { handler as bookings } from '../../functions/bookings/index';
import { handler as rooms } from '../../functions/rooms/index';
import { handler as tours } from '../../functions/tours/index';
import { fuzzSuite } from '../support/fuzz-suite';
import { seedSampleRefs } from '../support/inventory-samples';

fuzzSuite('resorts, vessels, rooms, tours, schedules and bookings', { assets, rooms, tours, bookings }, seedSampleRefs);
