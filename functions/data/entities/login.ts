import { listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';
import { ZLogin } from '../../../shared/domain/staff/login';

/** Successful sign-ins of a tenant, newest last: pk `T#<tenant>#LOGIN`, sk `<ulid>`. */
export const loginsPk = (tenant: string) => listPk(tenant, 'LOGIN');
export const loginKey = (tenant: string, id: string) => ({ pk: loginsPk(tenant), sk: id });

export const ZLoginItem = ZLogin;
export const loginItem = itemCodec('LOGIN', ZLoginItem, ['expiresAt']);

export const loginModels: EntityModel[] = [
  {
    module: 'login',
    entityType: 'LOGIN',
    description: 'A successful sign-in; removed by TTL after 90 days.',
    keys: { table: { pk: 'T#<tenant>#LOGIN', sk: '<ulid>' } },
    access: ['newest sign-ins (of one user): Query pk descending'],
  },
];
