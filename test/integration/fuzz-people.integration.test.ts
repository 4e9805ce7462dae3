import { handler as agencies } from '../../functions/agencies/index';
import { handler as auth } from '../../functions/auth/index';
import { handler as customers } from '../../functions/customers/index';
import { handler as users } from '../../functions/users/index';
import { fuzzSuite } from '../support/fuzz-suite';

fuzzSuite('auth, users, customers and agencies', { auth, users, customers, agencies });
