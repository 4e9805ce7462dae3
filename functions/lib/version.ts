import { config } from '../config';

export const APP_NAME = 'tidewise';

/** The deployed version (APP_VERSION is set by the stacks and the local runtime from package.json). */
export function appVersion(): string {
  return config('APP_VERSION') ?? '0.0.0';
}
