import { sendAccountMail } from '../../functions/identity/index';
import { AccountMailRequested } from '../account-mail-requested';
import { sqsConsumer } from '../lib/sqs-consumer';

/** Looks up the address of a reset or verification request and, when it has an account, mails the link. */
export const handler = sqsConsumer('account-mails', AccountMailRequested, sendAccountMail);
