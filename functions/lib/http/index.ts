/** The HTTP layer of the Lambdas: bind actions to endpoints, assemble a resource's middy chain. */
export { action, besideSession, HttpResult, readAction } from './action';
export type {
  ActionContext,
  ActionFor,
  ApiHandler,
  AppContext,
  BoundAction,
  HttpEvent,
  HttpMiddleware,
  HttpResponse,
  RequestState,
  ResourceHandler,
} from './action';
export { errorBody } from './errors-to-response';
export { resourceHandler } from './handler';
