import { ZResort, ZVessel } from '../../shared/domain/inventory/asset';
import { Repository } from './repository';

export const resorts = new Repository({ type: 'RESORT', schema: ZResort, sortKey: (r) => r.name, searchText: (r) => `${r.name} ${r.key}`, history: true });
export const vessels = new Repository({ type: 'VESSEL', schema: ZVessel, sortKey: (v) => v.name, searchText: (v) => `${v.name} ${v.key}`, history: true });
