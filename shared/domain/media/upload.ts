import { ConflictError, ValidationError, type FieldError } from '../../errors';

/** What the upload rules read of a media item. */
interface Registered {
  name: string;
  status: string;
  key?: string;
  mimeType: string;
  size: number;
}

/** A file is uploaded once: only a pending item takes one (409 UPLOAD_DONE). */
export function requirePendingUpload(item: Pick<Registered, 'name' | 'status'>): void {
  if (item.status !== 'pending') throw new ConflictError(`${item.name} is uploaded already`, 'UPLOAD_DONE');
}

/** A new upload link for a pending item also needs its storage key (409 UPLOAD_DONE without). */
export function requirePendingWithKey<T extends Pick<Registered, 'name' | 'status' | 'key'>>(item: T): asserts item is T & { key: string } {
  if (item.status !== 'pending' || !item.key) throw new ConflictError(`${item.name} is uploaded already`, 'UPLOAD_DONE');
}

/** The bytes uploaded are the file registered: same type, same size (400 naming each difference). */
export function requireUploadMatches(item: Pick<Registered, 'mimeType' | 'size'>, contentType: string | undefined, length: number): void {
  const problems: FieldError[] = [
    ...(contentType === item.mimeType ? [] : [{ path: 'headers.content-type', message: `must be ${item.mimeType}` }]),
    ...(length === item.size ? [] : [{ path: 'body', message: `must be the ${item.size} bytes registered, got ${length}` }]),
  ];
  if (problems.length) throw new ValidationError('The upload differs from the file registered', problems);
}

/** A file is at most `max` bytes (400 FILE_TOO_LARGE on `path`). */
export function requireSizeWithin(size: number, max: number, path = 'body.size'): void {
  if (size > max)
    throw new ValidationError(
      `The file is larger than ${Math.round(max / 1024)} KB`,
      [{ path, message: `The file must not be larger than ${Math.round(max / 1024)} KB` }],
      'FILE_TOO_LARGE',
    );
}
