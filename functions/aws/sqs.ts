import { ChangeMessageVisibilityCommand, SQSClient } from '@aws-sdk/client-sqs';

/** One SQS client per process (AWS only: the local dispatcher redelivers with its own backoff). */
let client: SQSClient | undefined;

export function sqs(): SQSClient {
  client ??= new SQSClient({});
  return client;
}

/** The account id DynamoDB Local, the dispatcher and the tests put in their ARNs: no queue to talk to. */
const LOCAL_ACCOUNT = '000000000000';

/**
 * Hides a failed message for `seconds` before SQS delivers it again (a consumer's backoff): the message's visibility
 * timeout, set from inside the delivery (the event source mapping leaves a failed message's visibility as it is).
 * Answers false where there is no real queue (locally, in tests).
 */
export async function delayRedelivery(queueArn: string, receiptHandle: string, seconds: number): Promise<boolean> {
  const [, , service, region, account, name] = queueArn.split(':');
  if (service !== 'sqs' || !region || !account || !name || account === LOCAL_ACCOUNT) return false;
  await sqs().send(
    new ChangeMessageVisibilityCommand({
      QueueUrl: `https://sqs.${region}.amazonaws.com/${account}/${name}`,
      ReceiptHandle: receiptHandle,
      VisibilityTimeout: Math.max(0, Math.min(43_200, Math.round(seconds))),
    }),
  );
  return true;
}
