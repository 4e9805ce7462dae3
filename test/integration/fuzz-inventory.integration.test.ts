import { handler as assets } from '../../functions/inventory/assets/lambda';
import { handler as bookings } from '../../functions/booking/bookings/lambda';
import { handler as rooms } from '../../functions/inventory/rooms/lambda';
import { handler as tours } from '../../functions/inventory/tours/lambda';
import { fuzzSuite } from '../support/fuzz-suite';
import { seedSampleRefs } from '../support/inventory-samples';

fuzzSuite('resorts, vessels, rooms, tours, schedules and bookings', { assets, rooms, tours, bookings }, seedSampleRefs);
