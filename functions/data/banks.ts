import { banksResource } from '../../shared/api/banks';
import { repositoryFor } from './repository';

/** Bank accounts (generic resource; their entries: bank-entries.ts). */
export const banks = repositoryFor(banksResource);
