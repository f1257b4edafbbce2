import type { FastifyRequest } from 'fastify';

/** Query fields that carry a secret: GET calls send the common fields, `sign` included, in the query. */
const SECRET_PARAMS = new Set([
  'sign',
  'password',
  'oldPassword',
  'newPassword',
  'verificationCode',
  'googleToken',
]);

/** The URL with secret query values replaced, for logs. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeName(eq < 0 ? pair : pair.slice(0, eq));
      return SECRET_PARAMS.has(name) && eq >= 0 ? `${pair.slice(0, eq)}=[Redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** Fastify's default request serializer, with the URL redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
