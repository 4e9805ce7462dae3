import { config } from '../config';

/**
 * A client's options: in AWS none (region and credentials come from the Lambda runtime); locally the
 * emulator's endpoint (DynamoDB Local, aws-ses-v2-local) with the local region and dummy credentials.
 */
export function clientOptions(endpoint: string | undefined): {
  endpoint?: string;
  region?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
} {
  if (!endpoint) return {};
  return { endpoint, region: config('AWS_REGION') ?? 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
}
