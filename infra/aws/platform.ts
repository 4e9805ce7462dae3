import type { App } from 'aws-cdk-lib';
import { Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiStack } from './api/api-stack';
import type { PlatformConfig } from './config';
import { readPlatformConfig } from './config';
import { DataStack } from './data/data-stack';
import { EdgeStack } from './edge/edge-stack';
import { EventsStack } from './events/events-stack';
import { WebStack } from './web/web-stack';

export interface Platform {
  config: PlatformConfig;
  data: DataStack;
  events: EventsStack;
  api: ApiStack;
  edge: EdgeStack;
  web: WebStack;
}

/**
 * The five stacks of one stage, composed by concern. The region is explicit (the web ACL must live in
 * us-east-1, and CDK references across regions only between stacks that name theirs); the account is
 * left to the credentials at deploy time, and nothing is looked up, so synthesis needs neither
 * credentials nor network. Resources cross stacks as props; with cdk.json's
 * `@aws-cdk/core:defaultCrossStackReferences: weak` CDK turns them into Fn::GetStackOutput rather than
 * CloudFormation exports (also across regions), so no export ever locks a producing stack during an update.
 */
export function buildPlatform(app: App): Platform {
  const config = readPlatformConfig(app);
  const name = (concern: string): string => `${config.stage}-tidewise-${concern}`;
  const env = { region: config.region };

  const data = new DataStack(app, name('data'), { env, description: 'tidewise: the single DynamoDB table' });
  const events = new EventsStack(app, name('events'), {
    env,
    description: 'tidewise: outbox relay, event bus, consumer queues and handlers, scheduler',
    table: data.table,
    config,
  });
  const api = new ApiStack(app, name('api'), {
    env,
    description: 'tidewise: HTTP API and one Lambda per resource',
    table: data.table,
    bus: events.bus,
    config,
  });
  const edge = new EdgeStack(app, name('edge'), {
    description: 'tidewise: the web ACL (per-IP rate limit) of the CloudFront distribution, in us-east-1',
    stage: config.stage,
    rateLimit: config.wafRateLimit,
  });
  const web = new WebStack(app, name('web'), {
    env,
    description: 'tidewise: web app bucket and CloudFront distribution in front of web and API',
    apiEndpoint: api.httpApi.apiEndpoint,
    mediaOrigin: `https://${api.mediaBucket.bucketRegionalDomainName}`,
    originVerify: api.originVerify,
    webAclArn: edge.webAcl.attrArn,
    config,
  });

  Tags.of(app).add('project', 'tidewise');
  Tags.of(app).add('stage', config.stage);
  // cdk-nag 3 is a policy-validation plugin: findings fail synthesis unless acknowledged with a reason
  // where the resource is defined (Validations.of(construct).acknowledge).
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

  return { config, data, events, api, edge, web };
}
