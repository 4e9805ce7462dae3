import { writeFileSync } from 'node:fs';
import { contractOpenApiDocument } from '../../../functions/platform/system/openapi-from-contract';

/**
 * Run by the system Lambda's bundling (PlatformFunction generatedFiles): writes the contract's OpenAPI document
 * to the path given, beside index.mjs. `npx tsx infra/aws/api/write-openapi.ts <file>`.
 */
const [file] = process.argv.slice(2);
if (file === undefined) throw new Error('Usage: tsx infra/aws/api/write-openapi.ts <file>');
writeFileSync(file, JSON.stringify(contractOpenApiDocument()));
