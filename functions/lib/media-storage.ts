import { mkdir, copyFile, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../aws/s3';
import { config } from '../config';
import { roundedExpiry, signLink } from './signed-links';

/** Where a browser uploads to: URL, method and the headers it must send unchanged. */
export interface UploadTarget {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expiresAt: string;
}

export interface StoredFile {
  tenant: string;
  id: string;
  key: string;
  name: string;
  mimeType: string;
  size: number;
  /** The local stand-in's PUT path when it is not the media library's (a guest form's upload; `id` is then its signed grant). */
  localUploadPath?: string;
}

/** Where media files live: S3 in AWS (MEDIA_BUCKET), a folder locally. */
export interface MediaStorage {
  readonly kind: 's3' | 'local';
  uploadTarget(file: StoredFile, expiresInSeconds: number): Promise<UploadTarget>;
  /** The size of the stored file, or null when nothing was uploaded. */
  head(key: string): Promise<{ size: number } | null>;
  /** The first `bytes` bytes of the stored file (fewer when it is shorter), to check its type. */
  readStart(key: string, bytes: number): Promise<Uint8Array>;
  copy(fromKey: string, toKey: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** Presigns S3 requests; tests pass their own to see what would be signed. */
export type Presigner = (client: S3Client, command: PutObjectCommand | GetObjectCommand, expiresInSeconds: number) => Promise<string>;

/** Content type and length are signed headers, so S3 refuses any other file than the registered one. */
export const s3Presigner: Presigner = (client, command, expiresIn) =>
  getSignedUrl(client, command, { expiresIn, signableHeaders: new Set(['content-type', 'content-length']) });

export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3' as const;
  constructor(
    private readonly bucket: string,
    private readonly client: S3Client = s3(),
    private readonly presign: Presigner = s3Presigner,
  ) {}

  async uploadTarget(file: StoredFile, expiresInSeconds: number): Promise<UploadTarget> {
    // Type and length are signed, so S3 refuses a different file than the one registered.
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: file.key, ContentType: file.mimeType, ContentLength: file.size });
    const url = await this.presign(this.client, command, expiresInSeconds);
    return { url, method: 'PUT', headers: { 'content-type': file.mimeType }, expiresAt: new Date(Date.now() + expiresInSeconds * 1000).toISOString() };
  }

  /** A short-lived GET of the object, for the redirect of GET /api/media/file/{id}. */
  downloadUrl(file: StoredFile, expiresInSeconds: number): Promise<string> {
    const disposition = `${inline(file.mimeType) ? 'inline' : 'attachment'}; filename="${file.name.replace(/["\\\r\n]/g, '_')}"`;
    return this.presign(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: file.key, ResponseContentDisposition: disposition }), expiresInSeconds);
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: Number(res.ContentLength ?? 0) };
    } catch (err) {
      if ((err as { name?: string }).name === 'NotFound' || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async readStart(key: string, bytes: number): Promise<Uint8Array> {
    const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${bytes - 1}` }));
    return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, CopySource: `${this.bucket}/${encodeURI(fromKey)}`, Key: toKey }));
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

/** The local stand-in: files under .local/media/ (git-ignored), uploaded through PUT /api/media/local-upload/{id}. */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local' as const;
  constructor(readonly root: string) {}

  /** The file's path, never outside the root whatever the key says. */
  pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`media key outside the media folder: ${key}`);
    return full;
  }

  async uploadTarget(file: StoredFile, expiresInSeconds: number): Promise<UploadTarget> {
    const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const query = await signLink({ method: 'PUT', tenant: file.tenant, id: file.id, expires });
    return {
      url: `${file.localUploadPath ?? `/api/media/local-upload/${file.id}`}?${query}`,
      method: 'PUT',
      headers: { 'content-type': file.mimeType },
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      return { size: (await stat(this.pathOf(key))).size };
    } catch {
      return null;
    }
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async readStart(key: string, bytes: number): Promise<Uint8Array> {
    return (await readFile(this.pathOf(key))).subarray(0, bytes);
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const to = this.pathOf(toKey);
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(this.pathOf(fromKey), to);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** Shown in the browser (pictures, PDFs, text, video); everything else is downloaded. */
export function inline(mimeType: string): boolean {
  return /^(image|video|audio)\//.test(mimeType) || mimeType === 'application/pdf' || mimeType === 'text/plain';
}

let storage: MediaStorage | undefined;

/** S3 when MEDIA_BUCKET is set (AWS), else the local folder (MEDIA_LOCAL_DIR, default .local/media). */
export function mediaStorage(): MediaStorage {
  if (!storage) {
    const bucket = config('MEDIA_BUCKET');
    storage = bucket ? new S3MediaStorage(bucket) : new LocalMediaStorage(path.resolve(config('MEDIA_LOCAL_DIR') ?? '.local/media'));
  }
  return storage;
}

/** For tests that swap the storage. */
export function setMediaStorage(next: MediaStorage | undefined): void {
  storage = next;
}

/** A signed link to GET /api/media/file/{id}, valid at least a day (rounded so it stays the same for hours). */
export async function fileLink(tenant: string, id: string): Promise<string> {
  return `/api/media/file/${id}?${await signLink({ method: 'GET', tenant, id, expires: roundedExpiry(24 * 3600) })}`;
}
