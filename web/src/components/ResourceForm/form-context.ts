import { createContext, useContext } from 'react';
import type { FormConfig } from '../../resources/resource-types';
import type { FieldMessage } from './zod-messages';

/** What every field editor of one form shares: the draft, its messages and the configuration. */
export interface SchemaFormContextValue {
  config: FormConfig;
  readOnly: boolean;
  draft: Readonly<Record<string, unknown>>;
  get: (path: string) => unknown;
  set: (path: string, value: unknown) => void;
  blur: (path: string) => void;
  /** The message to show at a field now (after it was left, or after submitting). */
  message: (path: string) => FieldMessage | undefined;
}

export const SchemaFormContext = createContext<SchemaFormContextValue | null>(null);

export function useSchemaForm(): SchemaFormContextValue {
  const ctx = useContext(SchemaFormContext);
  if (!ctx) throw new Error('A field editor must be inside a SchemaForm');
  return ctx;
}
