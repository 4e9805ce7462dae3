import { employeesResource } from '../../shared/api/employees';
import { repositoryFor } from './repository';
import { uniqueValues } from './unique';

/** Employees; a sign-in (userId) belongs to one employee at most. */
export const employees = repositoryFor(employeesResource, {
  derived: uniqueValues('EMPLOYEE', [{ name: 'user', label: 'the sign-in', values: (e) => (e.userId ? [e.userId] : []) }]),
});
