import autocannon from 'autocannon';

export const DEMO = { email: 'demo@booktrade.test', password: 'Demo-pass1!' };

/** Signs the demo user (or another demo account) in and returns the `name=value` session cookie. */
export async function demoCookie(baseUrl: string, account = DEMO): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    body: new URLSearchParams({ email: account.email, pword: account.password }),
  });
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  if (!login.ok || !cookie) throw new Error(`demo login of ${account.email} failed: ${login.status}`);
  return cookie;
}

const CONNECTIONS = 10;
const DURATION_S = 10;

/**
 * GETs as the signed-in demo user: 10 connections for 10 s on loopback. With several paths, every connection
 * cycles through them in order (a mix of requests); the figures cover the whole mix.
 */
export async function measureApiThroughput(baseUrl: string, paths: string | string[]) {
  const cookie = await demoCookie(baseUrl);
  const list = typeof paths === 'string' ? [paths] : paths;
  const result = await autocannon({
    url: baseUrl + list[0],
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { cookie },
    ...(list.length > 1 ? { requests: list.map((path) => ({ method: 'GET' as const, path })) } : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP99Ms: result.latency.p99,
    latencyAvgMs: result.latency.average,
    non2xx: result.non2xx,
    errors: result.errors,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
  };
}
