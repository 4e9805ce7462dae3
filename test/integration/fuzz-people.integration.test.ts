import { handler as agencies } from '../../functions/customer/agencies/lambda';
import { handler as auth } from '../../functions/identity/auth/lambda';
import { handler as customers } from '../../functions/customer/customers/lambda';
import { handler as users } from '../../functions/identity/users/lambda';
import { fuzzSuite } from '../support/fuzz-suite';

fuzzSuite('auth, users, customers and agencies', { auth, users, customers, agencies });
