import { NestedStack } from 'aws-cdk-lib';
import type { IHttpApi, IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { ResourceName } from '../../../shared/api/endpoint';
import type { ApiRoute } from './contract-routes';
import { pascalCase, routeConstructId } from './contract-routes';

export interface ApiRoutesStackProps {
  httpApi: IHttpApi;
  authorizer: IHttpRouteAuthorizer;
  resource: ResourceName;
  handler: IFunction;
  /** The routes of this resource (method ANY for the catch-all). */
  routes: readonly (Omit<ApiRoute, 'method'> & { method: ApiRoute['method'] | 'ANY' })[];
}

/**
 * The routes of one API resource, with their integration and the Lambda's one invoke permission, in a
 * nested stack of its own: every route is a CloudFormation resource, and the api stack alone would
 * pass CloudFormation's 500 resources per stack (docs/decisions.md, "HTTP API routes in nested stacks").
 * The parent's API id, authorizer id and function ARN reach this stack as parameters (CDK adds them).
 */
export class ApiRoutesStack extends NestedStack {
  constructor(scope: Construct, id: string, props: ApiRoutesStackProps) {
    super(scope, id, { description: `tidewise: the HTTP API routes of resource ${props.resource}` });
    // One invoke permission per function instead of one per route: a Lambda resource policy is
    // limited to 20 kB, which a resource with dozens of routes would otherwise exceed.
    const integration = new HttpLambdaIntegration(`${pascalCase(props.resource)}Integration`, props.handler, { scopePermissionToRoute: false });
    for (const route of props.routes) {
      new HttpRoute(this, routeConstructId(route), {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration,
        authorizer: props.authorizer,
      });
    }
  }
}
