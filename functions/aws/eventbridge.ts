import { EventBridgeClient } from '@aws-sdk/client-eventbridge';

/** One EventBridge client per process (the stream forwarder publishes the outbox to the bus). */
let client: EventBridgeClient | undefined;

export function eventBridge(): EventBridgeClient {
  client ??= new EventBridgeClient({});
  return client;
}

export function resetEventBridgeClient(): void {
  client = undefined;
}
