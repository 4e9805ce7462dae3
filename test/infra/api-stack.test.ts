import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATCH_ALL_PATH, CATCH_ALL_RESOURCE, routeConstructId, routesFromContract, tableAccessOf } from '../../infra/aws/api/contract-routes';
import { readAppVersion } from '../../infra/aws/config';
import { TABLE_WRITE_ACTIONS } from '../../infra/aws/constructs/platform-function';
import type { Platform } from '../../infra/aws/platform';
import { contract, RESOURCES } from '../../shared/api/contract';
import type { Endpoint } from '../../shared/api/endpoint';
import { ORIGIN_VERIFY_HEADER } from '../../functions/identity/origin-guard/origin-verify';
import { SYNTH_TIMEOUT_MS, synthPlatform, TEST_PUBLIC_URL } from './synth-platform';
import { actionsOf, logicalIdOf, resourceProperties, statementsOfRole } from './template-queries';

const MAIL_FROM = 'bookings@mail.example.org';

describe('api stack', () => {
  let platform: Platform;
  let template: Template;

  beforeAll(() => {
    platform = synthPlatform({ context: { mailFrom: MAIL_FROM, defaultTenant: 'blue-lagoon' } });
    template = Template.fromStack(platform.api);
  }, SYNTH_TIMEOUT_MS);

  const functionOf = (resource: (typeof RESOURCES)[number]) => {
    const fn = platform.api.functions.get(resource);
    if (fn === undefined) throw new Error(`no function for ${resource}`);
    return fn;
  };

  /** The nested stacks of routes, each with its template and its parameters as the parent passes them. */
  const routeStacks = () =>
    [...platform.api.routeStacks].map(([resource, stack]) => {
      const nested = Template.fromStack(stack);
      const parameters = (resourceProperties(template, platform.api.getLogicalId(stack.nestedStackResource!)).Parameters ?? {}) as Record<string, unknown>;
      /** What a `{ Ref: parameter }` in the nested template stands for in the parent. */
      const fromParent = (value: unknown): unknown => {
        const ref = (value as { Ref?: string }).Ref;
        return ref !== undefined && ref in parameters ? parameters[ref] : value;
      };
      return { resource, stack, template: nested, fromParent };
    });

  /** Every route of the API, across the nested stacks, with its properties resolved to the parent's resources. */
  const allRoutes = () =>
    routeStacks().flatMap(({ template: nested, fromParent }) =>
      Object.values(nested.findResources('AWS::ApiGatewayV2::Route')).map((route) => {
        const props = route.Properties as {
          RouteKey: string;
          AuthorizationType: string;
          AuthorizerId: unknown;
          ApiId: unknown;
          Target: { 'Fn::Join': [string, [string, { Ref: string }]] };
        };
        const integration = nested.findResources('AWS::ApiGatewayV2::Integration')[props.Target['Fn::Join'][1][1].Ref]?.Properties as {
          IntegrationUri: unknown;
          ApiId: unknown;
        };
        return {
          routeKey: props.RouteKey,
          authorizationType: props.AuthorizationType,
          authorizerId: fromParent(props.AuthorizerId),
          apiId: fromParent(props.ApiId),
          integrationApiId: fromParent(integration.ApiId),
          integrationUri: fromParent(integration.IntegrationUri) as { 'Fn::GetAtt': [string, string] },
        };
      }),
    );

  /** Route key → logical id of the Lambda its integration invokes. */
  const routeTargets = (): Map<string, string> => new Map(allRoutes().map((route) => [route.routeKey, route.integrationUri['Fn::GetAtt'][0]]));

  it('has one route per contract endpoint, method and path exactly as in the contract, plus the /api catch-all', () => {
    const expected = [...contract.map((e) => `${e.method} ${e.path}`), `ANY ${CATCH_ALL_PATH}`].sort();
    expect([...routeTargets().keys()].sort()).toEqual(expected);
  });

  it('sends each route to the Lambda of the resource that owns the endpoint', () => {
    const targets = routeTargets();
    for (const endpoint of contract) {
      expect(targets.get(`${endpoint.method} ${endpoint.path}`), endpoint.id).toBe(logicalIdOf(functionOf(endpoint.resource).function));
    }
    expect(targets.get(`ANY ${CATCH_ALL_PATH}`)).toBe(logicalIdOf(functionOf(CATCH_ALL_RESOURCE).function));
  });

  it('has one Lambda per contract resource, Node.js 22 on arm64 with the house settings', () => {
    // Plus the origin guard (the authorizer).
    template.resourceCountIs('AWS::Lambda::Function', RESOURCES.length + 1);
    for (const resource of RESOURCES) {
      expect(resourceProperties(template, logicalIdOf(functionOf(resource).function)), resource).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: 512,
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: { Ref: logicalIdOf(functionOf(resource).logGroup) } },
      });
    }
  });

  it("keeps each Lambda's logs for a month", () => {
    for (const resource of RESOURCES) {
      expect(resourceProperties(template, logicalIdOf(functionOf(resource).logGroup))).toMatchObject({ RetentionInDays: 30 });
    }
  });

  it('gives every API Lambda its configuration', () => {
    for (const resource of RESOURCES) {
      const fn = resourceProperties(template, logicalIdOf(functionOf(resource).function));
      const variables = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
      const common = [
        'APP_VERSION',
        'DEFAULT_TENANT',
        'EVENT_BUS_NAME',
        'JWT_SECRET_ARN',
        'MAIL_FROM',
        'NODE_OPTIONS',
        'PUBLIC_URL',
        'TABLE_NAME',
        'TOKEN_TTL_MINUTES',
      ];
      // Only the media Lambda, booking-extras (the booking documents) and guestforms (the guests' uploads) know the media bucket.
      expect(Object.keys(variables).sort(), resource).toEqual(
        resource === 'media' || resource === 'booking-extras' || resource === 'guestforms' ? [...common, 'MEDIA_BUCKET'].sort() : common,
      );
      expect(variables).toMatchObject({
        APP_VERSION: readAppVersion(),
        MAIL_FROM,
        PUBLIC_URL: TEST_PUBLIC_URL,
        DEFAULT_TENANT: 'blue-lagoon',
        NODE_OPTIONS: '--enable-source-maps',
        TOKEN_TTL_MINUTES: '60',
      });
      expect(JSON.stringify(variables.TABLE_NAME)).toContain('dev-tidewise-data');
    }
  });

  it('keeps media in a private, versioned, retained bucket that only the media Lambda, booking-extras and guestforms may read and write', () => {
    const buckets = template.findResources('AWS::S3::Bucket');
    const media = Object.entries(buckets).find(([id]) => id.startsWith('Media') && !id.startsWith('MediaAccessLogs'));
    expect(media).toBeDefined();
    const [mediaId, bucket] = media!;
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket.Properties.PublicAccessBlockConfiguration).toMatchObject({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) => JSON.stringify(p.Properties.PolicyDocument).includes(mediaId));
    expect(policies).toHaveLength(3);
    expect(policies.map((p) => JSON.stringify(p.Properties.Roles).match(/(Media|BookingExtras|Guestforms)Function/)?.[1]).sort()).toEqual([
      'BookingExtras',
      'Guestforms',
      'Media',
    ]);
    for (const policy of policies) {
      const statement = (policy.Properties.PolicyDocument.Statement as Array<{ Action: string[]; Resource: unknown }>).find((st) =>
        JSON.stringify(st.Resource).includes(mediaId),
      )!;
      expect([...statement.Action].sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
    }
  });

  it('grants one invoke permission per Lambda, not one per route (the resource policy stays small)', () => {
    // API Gateway's permission to invoke the origin guard, here; each resource's, in its stack of routes.
    template.resourceCountIs('AWS::Lambda::Permission', 1);
    for (const { resource, template: nested, fromParent } of routeStacks()) {
      const permissions = Object.values(nested.findResources('AWS::Lambda::Permission'));
      expect(permissions, resource).toHaveLength(1);
      const props = permissions[0]!.Properties as { FunctionName: unknown; Principal: string; SourceArn: unknown };
      expect(fromParent(props.FunctionName)).toEqual({ 'Fn::GetAtt': [logicalIdOf(functionOf(resource).function), 'Arn'] });
      expect(props.Principal).toBe('apigateway.amazonaws.com');
      expect(JSON.stringify(props.SourceArn)).toContain('/*/*/*');
    }
  });

  it('refuses every route to requests without the header CloudFront sets, checked by the origin guard', () => {
    const authorizers = template.findResources('AWS::ApiGatewayV2::Authorizer');
    expect(Object.keys(authorizers)).toHaveLength(1);
    const [authorizerId, authorizer] = Object.entries(authorizers)[0]!;
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      IdentitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
      EnableSimpleResponses: true,
      AuthorizerPayloadFormatVersion: '2.0',
    });
    expect(JSON.stringify(authorizer.Properties.AuthorizerUri)).toContain(logicalIdOf(platform.api.originGuard.function));
    const routes = allRoutes();
    expect(routes.length).toBe(contract.length + 1);
    for (const route of routes) {
      expect(route, route.routeKey).toMatchObject({ authorizationType: 'CUSTOM', authorizerId: { Ref: authorizerId } });
    }
    expect(platform.api.originVerify.header).toBe(ORIGIN_VERIFY_HEADER);
    // The value is a Secrets Manager reference, never a literal in the template.
    expect(JSON.stringify(platform.api.resolve(platform.api.originVerify.value))).toContain('{{resolve:secretsmanager:');
  });

  it('lets the origin guard read its secret and nothing else', () => {
    const fn = resourceProperties(template, logicalIdOf(platform.api.originGuard.function));
    const variables = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual(['NODE_OPTIONS', 'ORIGIN_SECRET_ARN']);
    const actions = statementsOfRole(template, logicalIdOf(platform.api.originGuard.role)).flatMap(actionsOf);
    expect(actions.filter((a) => !a.startsWith('xray:') && !a.startsWith('logs:')).sort()).toEqual([
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
    ]);
  });

  it('lets a resource write the table only when the contract gives it a writing method', () => {
    for (const resource of RESOURCES) {
      const fn = functionOf(resource);
      const actions = statementsOfRole(template, logicalIdOf(fn.role)).flatMap(actionsOf);
      const writes = TABLE_WRITE_ACTIONS.some((a) => actions.includes(a));
      expect(writes, resource).toBe(tableAccessOf(resource, contract) === 'readWrite');
      expect(actions, resource).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'secretsmanager:GetSecretValue', 'events:PutEvents']));
    }
  });

  it('generates a 64 character signing key and lets only the API Lambdas read it', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: { PasswordLength: 64 } });
    const [secretId] = Object.keys(template.findResources('AWS::SecretsManager::Secret'));
    for (const resource of RESOURCES) {
      const statements = statementsOfRole(template, logicalIdOf(functionOf(resource).role));
      expect(statements.find((s) => actionsOf(s).includes('secretsmanager:GetSecretValue'))?.Resource).toEqual({ Ref: secretId });
    }
  });

  it("stays well inside CloudFormation's 500 resources per stack, the routes in nested stacks (one route is one resource)", () => {
    const resourceCount = (t: Template) => Object.keys(t.toJSON().Resources as Record<string, unknown>).length;
    expect(resourceCount(template), 'the api stack').toBeLessThan(400);
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    for (const { resource, template: nested } of routeStacks()) expect(resourceCount(nested), `the routes of ${resource}`).toBeLessThan(400);
    // One stack of routes per resource, together holding every route.
    expect([...platform.api.routeStacks.keys()].sort()).toEqual([...RESOURCES].sort());
    template.resourceCountIs('AWS::CloudFormation::Stack', RESOURCES.length);
    expect(allRoutes().length).toBe(contract.length + 1);
  });

  it('puts every route and integration on the one HTTP API of the stack', () => {
    const api = { Ref: logicalIdOf(platform.api.httpApi) };
    for (const route of allRoutes()) expect(route, route.routeKey).toMatchObject({ apiId: api, integrationApiId: api });
  });

  it('deploys the default stage automatically, logs access and throttles', () => {
    const stages = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'));
    expect(stages).toHaveLength(1);
    const stage = stages[0]?.Properties as Record<string, unknown>;
    expect(stage).toMatchObject({ StageName: '$default', AutoDeploy: true });
    expect((stage.AccessLogSettings as { Format: string }).Format).toContain('$context.requestId');
    const throttle = stage.DefaultRouteSettings as { ThrottlingRateLimit: number; ThrottlingBurstLimit: number };
    expect(throttle.ThrottlingRateLimit).toBeGreaterThan(0);
    expect(throttle.ThrottlingBurstLimit).toBeGreaterThanOrEqual(throttle.ThrottlingRateLimit);
  });
});

describe('routes from the contract', () => {
  const endpoint = (method: Endpoint['method'], path: string, id: string): Endpoint => ({
    id,
    method,
    path,
    resource: 'users',
    scopes: [],
    summary: id,
    input: {},
    output: z.unknown(),
  });

  it('refuses two endpoints with the same method and path', () => {
    expect(() => routesFromContract([endpoint('GET', '/api/users', 'users.list'), endpoint('GET', '/api/users', 'users.all')])).toThrow(
      /users\.list and users\.all share the route GET \/api\/users/,
    );
  });

  it('keeps the same method and path on the same construct id, and different ones apart', () => {
    expect(routeConstructId({ method: 'GET', path: '/api/a-b' })).not.toBe(routeConstructId({ method: 'GET', path: '/api/a/b' }));
    expect(routeConstructId({ method: 'GET', path: '/api/users/{id}' })).toBe(routeConstructId({ method: 'GET', path: '/api/users/{id}' }));
    expect(routeConstructId({ method: 'GET', path: '/x' })).not.toContain('/');
  });

  it('reads table access from the methods a resource answers', () => {
    expect(tableAccessOf('users', [endpoint('GET', '/api/users', 'users.list'), endpoint('HEAD', '/api/users', 'users.head')])).toBe('read');
    expect(tableAccessOf('users', [endpoint('GET', '/api/users', 'users.list'), endpoint('PATCH', '/api/users/{id}', 'users.patch')])).toBe('readWrite');
  });
});
