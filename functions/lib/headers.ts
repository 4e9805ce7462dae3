/** A request header by its lower-case name, whatever case the client or API Gateway sent it in. */
export function headerOf(headers: Record<string, string | undefined> | undefined, name: string): string | undefined {
  const key = Object.keys(headers ?? {}).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers?.[key];
}
