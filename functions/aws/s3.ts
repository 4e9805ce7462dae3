import { S3Client } from '@aws-sdk/client-s3';

/** One S3 client per process (media files; S3 is used in AWS only, locally media live in a folder). */
let client: S3Client | undefined;

export function s3(): S3Client {
  client ??= new S3Client({});
  return client;
}

export function resetS3Client(): void {
  client = undefined;
}
