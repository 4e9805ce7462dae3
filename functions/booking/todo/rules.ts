import { todoRulesResource } from '../../../shared/api/todos';
import { repositoryFor } from '../../data/repository';

/** The todo rules (master data; the bookings read them through `read.todoRules`). */
export const todoRules = repositoryFor(todoRulesResource);
