import type { StackProps } from 'aws-cdk-lib';
import { CfnOutput, DefaultStackSynthesizer, Duration, Fn, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { BehaviorOptions } from 'aws-cdk-lib/aws-cloudfront';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { contract } from '../../../shared/api/contract';
import { securityHeadersFor, WIDGET_PATH_PREFIX } from '../../../shared/security-headers';
import type { PlatformConfig } from '../config';
import { apiPathPatterns } from './api-paths';
import { responseHeadersPolicyProps } from './response-headers';
import { FORWARD_HOST_CODE, SPA_REWRITE_CODE } from './viewer-functions';
import { resolveWebAssets } from './web-assets';

export interface WebStackProps extends StackProps {
  /** `https://<id>.execute-api.<region>.amazonaws.com` of the HTTP API. */
  apiEndpoint: string;
  /** `https://<media bucket>.s3.<region>.amazonaws.com`: presigned media downloads and uploads. */
  mediaOrigin: string;
  /** The header CloudFront adds to every API request, without which the API refuses it. */
  originVerify: { header: string; value: string };
  /** The CLOUDFRONT-scoped web ACL (edge stack, us-east-1). */
  webAclArn: string;
  config: PlatformConfig;
}

/** How cdk-nag writes a value in a finding id: as is when known at synthesis, else as the pseudo parameter. */
const literalOr = (value: string, pseudo: string): string => (Token.isUnresolved(value) ? pseudo : value);

const BOOTSTRAP_QUALIFIER_CONTEXT = '@aws-cdk/core:bootstrapQualifier';

/** Vite puts content-hashed bundles here; everything else (index.html, sw.js, icons) must revalidate. */
const HASHED_ASSETS = 'assets/*';

/**
 * The web app and the API behind one CloudFront domain: the private bucket is read through Origin
 * Access Control, client-side routes fall back to index.html in a viewer function, /api/* and
 * /version go to the HTTP API uncached with every viewer header but Host, plus the origin-verify
 * header the API requires. The web ACL of the edge stack rate-limits per client IP. Security headers
 * come from shared/security-headers.ts (as on the local server): the staff policy everywhere, the
 * embeddable one on /widget/*.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  readonly securityHeaders: ResponseHeadersPolicy;
  readonly widgetHeaders: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    const logBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // CloudFront standard logging writes through bucket ACLs.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    Validations.of(logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging its own access would log into itself without end.',
    });

    this.siteBucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 's3-site/',
    });

    const headerOptions = { mediaOrigins: [props.mediaOrigin], hsts: true, widgetEmbedOrigins: config.widgetEmbedOrigins };
    this.securityHeaders = new ResponseHeadersPolicy(
      this,
      'SecurityHeaders',
      responseHeadersPolicyProps(
        'tidewise staff app and API: CSP (never framed), HSTS, nosniff, referrer and permissions policies',
        securityHeadersFor('/', headerOptions),
      ),
    );
    // The widget page's Lambda sends frame-ancestors of the widget's own domains (functions/sales/widgets/page.ts):
    // its Content-Security-Policy wins; this one (the configured sites only) stands in when an answer has none.
    const widgetProps = responseHeadersPolicyProps(
      "tidewise widget pages: as the app, framed by the widget's own domains (the origin's CSP wins)",
      securityHeadersFor(WIDGET_PATH_PREFIX, headerOptions),
    );
    this.widgetHeaders = new ResponseHeadersPolicy(this, 'WidgetSecurityHeaders', {
      ...widgetProps,
      securityHeadersBehavior: {
        ...widgetProps.securityHeadersBehavior,
        contentSecurityPolicy: { ...widgetProps.securityHeadersBehavior!.contentSecurityPolicy!, override: false },
      },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Client-side routes without a file extension get /index.html',
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });
    const forwardHost = new CloudFrontFunction(this, 'ForwardHost', {
      comment: 'Passes the viewer host to the API as x-forwarded-host',
      code: FunctionCode.fromInline(FORWARD_HOST_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });

    const apiDomain = Fn.select(2, Fn.split('/', props.apiEndpoint));
    const apiBehavior: BehaviorOptions = {
      origin: new HttpOrigin(apiDomain, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        // CloudFront overwrites a header of this name sent by the viewer.
        customHeaders: { [props.originVerify.header]: props.originVerify.value },
      }),
      // HTTPS_ONLY, not a redirect: a redirected POST would lose its body.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.securityHeaders,
      functionAssociations: [{ function: forwardHost, eventType: FunctionEventType.VIEWER_REQUEST }],
    };

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.siteBucket);
    const webBehavior = (responseHeadersPolicy: ResponseHeadersPolicy): BehaviorOptions => ({
      origin: siteOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy,
      functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
    });

    const certificate = config.certificateArn === undefined ? undefined : Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `tidewise ${config.stage}`,
      defaultRootObject: 'index.html',
      defaultBehavior: webBehavior(this.securityHeaders),
      additionalBehaviors: {
        ...Object.fromEntries(apiPathPatterns(contract).map((pattern) => [pattern, apiBehavior])),
        // /widget/<slug> is answered by the widgets Lambda (GET /widget/{slug}): frame-ancestors per widget (docs/decisions/widget.md).
        [`${WIDGET_PATH_PREFIX}*`]: { ...apiBehavior, responseHeadersPolicy: this.widgetHeaders },
      },
      webAclId: props.webAclArn,
      domainNames: config.domainNames.length > 0 ? config.domainNames : undefined,
      certificate,
      // Only meaningful with an own certificate: the default *.cloudfront.net one has a fixed policy.
      minimumProtocolVersion: certificate === undefined ? undefined : SecurityPolicyProtocol.TLS_V1_2_2021,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket,
      logFilePrefix: 'cloudfront/',
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'No geo restriction: operators take bookings from guests in every country.',
      },
      ...(certificate === undefined
        ? [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; with domainNames and certificateArn the viewer policy is TLSv1.2_2021.',
            },
          ]
        : []),
    );

    this.deployWebApp();

    new CfnOutput(this, 'DistributionUrl', { value: `https://${this.distribution.distributionDomainName}`, description: 'Open the app here' });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
  }

  /**
   * Two passes over the same build: content-hashed bundles are cached for a year and never pruned
   * (a browser still running the previous index.html can load its lazy chunks); every other file is
   * revalidated on each request, pruned when gone, and invalidated in CloudFront.
   */
  private deployWebApp(): void {
    const assets = resolveWebAssets();
    if (!assets.built) {
      Validations.of(this).addWarning(
        'WebAppNotBuilt',
        `web/dist is missing: a placeholder page is deployed instead. Run "npm run build:web" before "cdk deploy".`,
      );
    }
    const source = Source.asset(assets.directory);

    const logGroup = new LogGroup(this, 'DeploymentLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    const role = new Role(this, 'DeploymentRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the built web app into the site bucket',
    });
    logGroup.grantWrite(role);
    // outputObjectKeys off: a build with many chunks would exceed the 4 kB custom resource response.
    const common = { destinationBucket: this.siteBucket, memoryLimit: 512, logGroup, role, outputObjectKeys: false } as const;

    const hashedAssets = new BucketDeployment(this, 'DeployHashedAssets', {
      ...common,
      sources: [source],
      exclude: ['*'],
      include: [HASHED_ASSETS],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
    });
    const entryFiles = new BucketDeployment(this, 'DeployEntryFiles', {
      ...common,
      sources: [source],
      exclude: [HASHED_ASSETS],
      prune: true,
      cacheControl: [CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    // index.html must not point at bundles that are not there yet.
    entryFiles.node.addDependency(hashedAssets);

    // BucketDeployment's handler is a singleton at stack level (not below the deployments).
    for (const child of this.node.children) {
      if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
        Validations.of(child).acknowledge({
          id: 'AwsSolutions-L1',
          reason:
            'The BucketDeployment handler (Python, with the AWS CLI layer) is provided and versioned by aws-cdk-lib; its runtime moves with CDK upgrades.',
        });
      }
    }

    // The asset bucket's name (and so the finding) follows the bootstrap qualifier.
    const qualifier = String(this.node.tryGetContext(BOOTSTRAP_QUALIFIER_CONTEXT) ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER);
    const siteLogicalId = this.getLogicalId(this.siteBucket.node.defaultChild as CfnBucket);
    Validations.of(role).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::arn:${literalOr(this.partition, '<AWS::Partition>')}:s3:::cdk-${qualifier}-assets-<AWS::AccountId>-${literalOr(this.region, '<AWS::Region>')}/*]`,
        reason: 'BucketDeployment reads the zipped web build from the CDK asset bucket; the objects of that bootstrap bucket only.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${siteLogicalId}.Arn>/*]`,
        reason: 'BucketDeployment writes and prunes the objects of the site bucket; that bucket only.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'BucketDeployment grants cloudfront:CreateInvalidation/GetInvalidation on "*" itself; it only ever invalidates the distribution passed to it.',
      },
      {
        id: 'AwsSolutions-IAM5[Action::s3:GetObject*]',
        reason: 'BucketDeployment reads the CDK asset object with its fixed action set; scoped to the asset bucket.',
      },
      {
        id: 'AwsSolutions-IAM5[Action::s3:GetBucket*]',
        reason: 'BucketDeployment reads bucket attributes with its fixed action set; scoped to the asset and site buckets.',
      },
      {
        id: 'AwsSolutions-IAM5[Action::s3:List*]',
        reason: 'BucketDeployment lists the site bucket to prune removed files; scoped to the asset and site buckets.',
      },
      {
        id: 'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
        reason: 'BucketDeployment prunes files removed from the build; scoped to the site bucket.',
      },
      {
        id: 'AwsSolutions-IAM5[Action::s3:Abort*]',
        reason: 'BucketDeployment aborts failed multipart uploads; scoped to the site bucket.',
      },
    );
  }
}
