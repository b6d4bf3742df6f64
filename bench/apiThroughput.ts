import autocannon from 'autocannon';

export const DEMO = { email: 'demo@booktrade.test', password: 'Demo-pass1!' };

/** Signs the demo user in and returns the `name=value` session cookie. */
export async function demoCookie(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    body: new URLSearchParams({ email: DEMO.email, pword: DEMO.password }),
  });
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  if (!login.ok || !cookie) throw new Error(`demo login failed: ${login.status}`);
  return cookie;
}

/** GET `path` as the signed-in demo user: 10 connections for 10 s on loopback. */
export async function measureApiThroughput(baseUrl: string, path: string) {
  const cookie = await demoCookie(baseUrl);
  const result = await autocannon({ url: baseUrl + path, connections: 10, duration: 10, headers: { cookie } });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP99Ms: result.latency.p99,
    latencyAvgMs: result.latency.average,
    non2xx: result.non2xx,
    errors: result.errors,
    connections: 10,
    durationSeconds: 10,
  };
}
