import { employeesConfig } from '../../resources/employees';
import { ResourcePanelPage } from '../resources/resource-pages';

/** /employee */
export function EmployeePage() {
  return <ResourcePanelPage config={employeesConfig} />;
}
