import { userRolesConfig, usersConfig } from '../../resources/users';
import { ResourceCreatePage, ResourceDetailPage, ResourceListPage, ResourcePanelPage } from '../resources/resource-pages';

/** /users */
export function UsersListPage() {
  return <ResourceListPage config={usersConfig} />;
}

/** /users/create */
export function UserCreatePage() {
  return <ResourceCreatePage config={usersConfig} />;
}

/** /users/:id */
export function UserEditPage() {
  return <ResourceDetailPage config={usersConfig} />;
}

/** /userroles */
export function UserRolesPage() {
  return <ResourcePanelPage config={userRolesConfig} />;
}
