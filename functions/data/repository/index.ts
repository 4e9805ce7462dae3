/** The generic repository of the data layer; see repository.ts for the class and the modules per concern. */
export { Repository } from './repository';
export type { DeleteOptions, DerivedItem, Entity, EntityConfig, Page, Slot, Stored, WriteOptions } from './types';
export { repositoryFor } from './for-resource';
export { getMany } from './reads';
