import { beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../shared/api/errors';
import { mailTemplatesResource } from '../../shared/api/mail-templates';
import { MAX_JSON_DEPTH } from '../../functions/lib/json-body';
import { handler as customers } from '../../functions/customer/customers/lambda';
import { handler as settings } from '../../functions/platform/settings/lambda';
import { invoke } from '../support/invoke';
import { adminOf } from '../support/tokens';

/** Deeply nested bodies (issue 10, point 11): 400 JSON_TOO_DEEP, never 500, and nothing stored. */
let token: string;
let customerId: string;
let templateId: string;
beforeAll(async () => {
  token = await adminOf('deep');
  customerId = (await invoke<{ id: string }>(customers, 'POST', '/api/customers', { token, body: { masterData: { lastName: 'Deep' } } })).body.id;
  templateId = (await invoke<{ id: string }>(settings, 'POST', '/api/mailtemplates', { token, body: mailTemplatesResource.sample(1) })).body.id;
});

const deep = (n: number, inner = '1') => `${'['.repeat(n)}${inner}${']'.repeat(n)}`;

describe('deeply nested JSON', () => {
  it('answers 400 JSON_TOO_DEEP to 200,000 levels in a customer meta value, and stores nothing', async () => {
    const res = await invoke(customers, 'POST', `/api/customers/${customerId}/meta/deep`, { token, rawBody: `{"value":${deep(200_000)}}` });
    expect(res.status).toBe(400);
    expect(ZApiError.parse(res.body)).toMatchObject({ name: 'ValidationError', message: 'JSON_TOO_DEEP' });
    expect((await invoke(customers, 'GET', `/api/customers/${customerId}/meta/deep`, { token })).status).toBe(404);
  });

  it('answers 400 JSON_TOO_DEEP to 200,000 levels in a mail template preview', async () => {
    const res = await invoke(settings, 'POST', `/api/mailtemplates/${templateId}/preview`, { token, rawBody: `{"data":{"customer":${deep(200_000)}}}` });
    expect(res.status).toBe(400);
    expect(ZApiError.parse(res.body).message).toBe('JSON_TOO_DEEP');
  });

  it(`stores a meta value nested as deep as the limit allows (${MAX_JSON_DEPTH} levels in all)`, async () => {
    const res = await invoke<{ value: unknown }>(customers, 'POST', `/api/customers/${customerId}/meta/edge`, {
      token,
      rawBody: `{"value":${deep(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(res.status, res.raw.slice(0, 300)).toBe(200);
    const tooDeep = await invoke(customers, 'POST', `/api/customers/${customerId}/meta/edge`, { token, rawBody: `{"value":${deep(MAX_JSON_DEPTH)}}` });
    expect(tooDeep.status).toBe(400);
  });
});
