import type { StackProps } from 'aws-cdk-lib';
import { CfnOutput, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { AuthorizerPayloadVersion, HttpApi, HttpAuthorizer, HttpAuthorizerType, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { contract, RESOURCES } from '../../../shared/api/contract';
import type { ResourceName } from '../../../shared/api/endpoint';
import { ORIGIN_VERIFY_HEADER } from '../../../functions/identity/origin-guard/origin-verify';
import type { RuntimeEnvironment } from '../../../functions/config';
import { OPENAPI_FILE } from '../../../functions/platform/system/openapi-document';
import { mediaBucketName, type PlatformConfig } from '../config';
import { PlatformFunction } from '../constructs/platform-function';
import { ApiRoutesStack } from './api-routes-stack';
import { CATCH_ALL_PATH, CATCH_ALL_RESOURCE, pascalCase, routesFromContract, tableAccessOf } from './contract-routes';
import { lambdaEntry } from '../../../functions/lambdas';

/**
 * Files a resource's bundling writes beside its code: the OpenAPI document of the whole contract, built at bundling time
 * (docs/decisions.md, "Lambda bundles"). test/infra/cdk-nag.test.ts bundles the system Lambda with exactly these.
 */
export const GENERATED_FILES: Partial<Record<ResourceName, Record<string, string>>> = {
  system: { [OPENAPI_FILE]: 'infra/aws/api/write-openapi.ts' },
};

export interface ApiStackProps extends StackProps {
  table: ITableV2;
  bus: IEventBus;
  config: PlatformConfig;
}

/** Stage-wide throttling: a runaway client or script hits 429 before it runs up the DynamoDB bill. */
const THROTTLE = { rateLimit: 100, burstLimit: 200 };

/** HTTP API variables only (the REST API's standard JSON format names fields HTTP APIs lack). */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    requestTime: '$context.requestTime',
    method: '$context.httpMethod',
    path: '$context.path',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    latency: '$context.responseLatency',
    integrationLatency: '$context.integration.latency',
    integrationError: '$context.integrationErrorMessage',
    userAgent: '$context.identity.userAgent',
  }),
);

/**
 * The HTTP API built from the contract: one Lambda per resource, one route per endpoint, plus a
 * catch-all so unknown /api paths answer the app's own 404. Every route's authorizer lets through
 * only requests that came through CloudFront (the origin-verify header); authenticating users is the
 * handlers' job (the middy chain verifies the JWT), because public and signed-in endpoints share resources.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: ReadonlyMap<ResourceName, PlatformFunction>;
  /** Browsers load and upload media here directly (presigned URLs), so the web app's CSP names it. */
  readonly mediaBucket: Bucket;
  /** The value CloudFront sends in ORIGIN_VERIFY_HEADER; a Secrets Manager dynamic reference. */
  readonly originVerify: { header: string; value: string };
  readonly originGuard: PlatformFunction;
  /** The nested stacks holding the routes, one per resource. */
  readonly routeStacks: ReadonlyMap<ResourceName, ApiRoutesStack>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, table, bus } = props;
    if (!RESOURCES.includes(CATCH_ALL_RESOURCE)) {
      throw new Error(`The contract has no "${CATCH_ALL_RESOURCE}" resource, which answers unknown /api paths`);
    }

    const jwtSecret = new Secret(this, 'JwtSigningKey', {
      description: `Signs the session tokens of tidewise (${config.stage})`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    });
    Validations.of(jwtSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The JWT signing key is rotated by hand (docs/deploy.md): an automatic rotation would sign every user out at once, because the API verifies with the current key only.',
    });

    const environment: RuntimeEnvironment = {
      EVENT_BUS_NAME: bus.eventBusName,
      JWT_SECRET_ARN: jwtSecret.secretArn,
      APP_VERSION: config.appVersion,
      MAIL_FROM: config.mailFrom,
      PUBLIC_URL: config.publicUrl,
      TOKEN_TTL_MINUTES: String(config.tokenLifetimeMinutes),
      DEFAULT_TENANT: config.defaultTenant,
    };

    const mediaLogs = new Bucket(this, 'MediaAccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    Validations.of(mediaLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket of the media bucket; logging its own access would log into itself without end.',
    });
    // Media files (pictures of products and rooms, documents), keys <tenant>/<media id>/<name>. Private:
    // browsers upload and download only through short-lived presigned URLs the media Lambda issues after
    // checking tenant and scopes; CORS allows those direct PUTs and GETs. Kept when the stack goes.
    const mediaBucket = (this.mediaBucket = new Bucket(this, 'Media', {
      bucketName: mediaBucketName(config),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: mediaLogs,
      serverAccessLogsPrefix: 'media/',
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      cors: [{ allowedMethods: [HttpMethods.PUT, HttpMethods.GET], allowedOrigins: ['*'], allowedHeaders: ['content-type', 'content-length'], maxAge: 3600 }],
    }));
    const mediaLogicalId = this.getLogicalId(mediaBucket.node.defaultChild as CfnBucket);

    const functions = new Map<ResourceName, PlatformFunction>();
    for (const resource of RESOURCES) {
      // Only the media Lambda, the booking documents (booking-extras) and the guest forms' uploads (guestforms) touch media files.
      const isMedia = resource === 'media' || resource === 'booking-extras' || resource === 'guestforms';
      const fn = new PlatformFunction(this, `${pascalCase(resource)}Function`, {
        entry: lambdaEntry(resource),
        description: `API resource ${resource}`,
        environment: isMedia ? { ...environment, MEDIA_BUCKET: mediaBucket.bucketName } : environment,
        ...(GENERATED_FILES[resource] === undefined ? {} : { generatedFiles: GENERATED_FILES[resource] }),
      });
      if (isMedia) {
        // Exactly what the media code does: head/get (and copy source), put (and copy target), delete.
        fn.function.addToRolePolicy(
          new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], resources: [mediaBucket.arnForObjects('*')] }),
        );
        Validations.of(fn).acknowledge({
          id: `AwsSolutions-IAM5[Resource::<${mediaLogicalId}.Arn>/*]`,
          reason:
            'Media object keys are <tenant>/<media id>/<file name>, created at run time, so the grant covers the objects of the media bucket only (no bucket-level or list actions); the Lambda checks tenant and scopes before presigning.',
        });
      }
      fn.bindTable({ table, access: tableAccessOf(resource, contract) });
      jwtSecret.grantRead(fn);
      bus.grantPutEventsTo(fn);
      functions.set(resource, fn);
    }
    this.functions = functions;

    // Not disableExecuteApiEndpoint: CloudFront reaches an HTTP API only at its execute-api address
    // or at a custom API domain (itself public). The secret header shuts both doors (docs/decisions.md).
    const originSecret = new Secret(this, 'OriginVerifySecret', {
      description: `The header value CloudFront sends to the API of tidewise (${config.stage})`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    Validations.of(originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The origin-verify value is rotated by hand (docs/deploy.md): CloudFront and the authorizer must change together, which one deployment of the api and web stacks does.',
    });
    this.originVerify = { header: ORIGIN_VERIFY_HEADER, value: originSecret.secretValue.unsafeUnwrap() };
    this.originGuard = new PlatformFunction(this, 'OriginGuardFunction', {
      entry: 'functions/identity/origin-guard/index.ts',
      description: 'HTTP API authorizer: only requests through CloudFront (origin-verify header)',
      memorySize: 256,
      environment: { ORIGIN_SECRET_ARN: originSecret.secretArn },
    });
    originSecret.grantRead(this.originGuard);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${config.stage}-tidewise`,
      description: 'tidewise API; reached through the CloudFront distribution',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: THROTTLE,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });

    // Created here rather than by binding an HttpLambdaAuthorizer to a route, so it stays in this
    // stack while the routes live in nested stacks (which receive its id as a parameter).
    const originAuthorizer = new HttpAuthorizer(this, 'OriginVerifyAuthorizer', {
      httpApi: this.httpApi,
      authorizerName: 'OriginVerify',
      type: HttpAuthorizerType.LAMBDA,
      identitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
      enableSimpleResponses: true,
      payloadFormatVersion: AuthorizerPayloadVersion.VERSION_2_0,
      authorizerUri: `arn:${this.partition}:apigateway:${this.region}:lambda:path/2015-03-31/functions/${this.originGuard.function.functionArn}/invocations`,
      resultsCacheTtl: Duration.hours(1),
    });
    this.originGuard.function.addPermission('OriginVerifyAuthorizerInvoke', {
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: this.formatArn({ service: 'execute-api', resource: this.httpApi.apiId, resourceName: `authorizers/${originAuthorizer.authorizerId}` }),
    });
    const authorizer = HttpAuthorizer.fromHttpAuthorizerAttributes(this, 'OriginVerifyRouteAuthorizer', {
      authorizerId: originAuthorizer.authorizerId,
      authorizerType: 'CUSTOM',
    });

    // Every route is a CloudFormation resource: the routes of each resource (its integration and
    // invoke permission with them) go to a nested stack of their own, so no stack nears 500 resources.
    const routes = [...routesFromContract(contract), { method: 'ANY' as const, path: CATCH_ALL_PATH, resource: CATCH_ALL_RESOURCE }];
    const routeStacks = new Map<ResourceName, ApiRoutesStack>();
    for (const [resource, fn] of functions) {
      routeStacks.set(
        resource,
        new ApiRoutesStack(this, `${pascalCase(resource)}Routes`, {
          httpApi: this.httpApi,
          authorizer,
          resource,
          handler: fn.function,
          routes: routes.filter((route) => route.resource === resource),
        }),
      );
    }
    this.routeStacks = routeStacks;

    new CfnOutput(this, 'MediaBucketName', { value: mediaBucket.bucketName, description: 'Media files' });
    new CfnOutput(this, 'ApiEndpoint', {
      value: this.httpApi.apiEndpoint,
      description: "The API's own address; it answers only requests through the distribution",
    });
  }
}
