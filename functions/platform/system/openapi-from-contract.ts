import { contract } from '../../../shared/api/contract';
import { openApiDocument } from '../../../shared/api/openapi';

/**
 * The OpenAPI document of the whole contract, version left at 0.0.0 (the Lambda puts in the deployed one). The
 * bundling writes it to openapi.json beside the system Lambda's code (infra/aws/api/write-openapi.ts), so the
 * Lambda does not carry the contract; unbundled (local runtime, tests) the Lambda builds it with this function.
 */
export function contractOpenApiDocument() {
  return openApiDocument(contract, { title: 'Tidewise API', version: '0.0.0' });
}
