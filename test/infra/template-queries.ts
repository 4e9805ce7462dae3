import { CfnElement, Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';

export interface PolicyStatement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
  Principal?: unknown;
  Condition?: unknown;
}

/** The logical id CloudFormation knows a construct's main resource by. */
export function logicalIdOf(construct: IConstruct): string {
  const resource = construct.node.defaultChild;
  if (resource === undefined || !CfnElement.isCfnElement(resource)) throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return Stack.of(construct).getLogicalId(resource);
}

export function actionsOf(statement: PolicyStatement): string[] {
  return Array.isArray(statement.Action) ? statement.Action : [statement.Action];
}

export function resourcesOf(statement: PolicyStatement): unknown[] {
  return Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource];
}

/** Identity-policy statements (AWS::IAM::Policy and inline role policies) of every role in the template. */
export function identityStatements(template: Template): { roleLogicalIds: string[]; statement: PolicyStatement }[] {
  const result: { roleLogicalIds: string[]; statement: PolicyStatement }[] = [];
  for (const policy of Object.values(template.findResources('AWS::IAM::Policy'))) {
    const props = policy.Properties as { PolicyDocument: { Statement: PolicyStatement[] }; Roles?: { Ref: string }[] };
    const roleLogicalIds = (props.Roles ?? []).map((r) => r.Ref);
    for (const statement of props.PolicyDocument.Statement) result.push({ roleLogicalIds, statement });
  }
  for (const [logicalId, role] of Object.entries(template.findResources('AWS::IAM::Role'))) {
    const inline = (role.Properties as { Policies?: { PolicyDocument: { Statement: PolicyStatement[] } }[] }).Policies ?? [];
    for (const policy of inline) for (const statement of policy.PolicyDocument.Statement) result.push({ roleLogicalIds: [logicalId], statement });
  }
  return result;
}

/** The identity-policy statements attached to one role. */
export function statementsOfRole(template: Template, roleLogicalId: string): PolicyStatement[] {
  return identityStatements(template)
    .filter((s) => s.roleLogicalIds.includes(roleLogicalId))
    .map((s) => s.statement);
}

export function resourceProperties(template: Template, logicalId: string): Record<string, unknown> {
  const resource = template.toJSON().Resources?.[logicalId] as { Properties?: Record<string, unknown> } | undefined;
  if (resource === undefined) throw new Error(`No resource ${logicalId} in the template`);
  return resource.Properties ?? {};
}
