import { SESv2Client } from '@aws-sdk/client-sesv2';
import { optionalEnv } from '../../functions/lib/env';

/** One SES client per process; SES_ENDPOINT points at aws-ses-v2-local when running locally. */
let client: SESv2Client | undefined;

export function ses(): SESv2Client {
  if (!client) {
    const endpoint = optionalEnv('SES_ENDPOINT');
    client = new SESv2Client(
      endpoint ? { endpoint, region: process.env.AWS_REGION ?? 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {},
    );
  }
  return client;
}
