import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config';
import { clientOptions } from './local-endpoint';

/** One SES client per process; SES_ENDPOINT points at aws-ses-v2-local when running locally. */
let client: SESv2Client | undefined;

export function ses(): SESv2Client {
  client ??= new SESv2Client(clientOptions(config('SES_ENDPOINT')));
  return client;
}

export function resetSesClient(): void {
  client = undefined;
}
