import { formatMoney, type Market } from '@cardroom/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SandboxGateway, SandboxPayment } from './sandbox.js';

const outcomeBody = z.object({ outcome: z.enum(['success', 'fail']) });
const gatewayOrderNo = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * The sandbox PSP's own pages (sandbox mode only): the pay page with Pay and Fail buttons,
 * the same two outcomes as a JSON call, and resending the last callback.
 */
export function registerSandboxGatewayRoutes(
  app: FastifyInstance,
  gateway: SandboxGateway,
  market: Market,
): void {
  app.register(async (scope) => {
    // The pay page's buttons are plain HTML forms (no script: the CSP allows none inline).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: { no: string } }>('/sandbox/gateway/pay/:no', async (req, reply) => {
      const no = gatewayOrderNo.safeParse(req.params.no);
      const payment = no.success ? await gateway.payment(no.data) : null;
      if (!payment)
        return html(reply.code(404), page('Payment not found', '<p>No such payment.</p>'));
      return html(reply, payPage(payment, market));
    });

    scope.post<{ Params: { no: string } }>('/sandbox/gateway/pay/:no', async (req, reply) => {
      const no = gatewayOrderNo.safeParse(req.params.no);
      const body = outcomeBody.safeParse(req.body ?? {});
      if (!no.success || !body.success) {
        return reply.code(400).send({ error: 'expected { "outcome": "success" | "fail" }' });
      }
      const settled = await gateway.settle(no.data, body.data.outcome);
      if (!settled) return reply.code(404).send({ error: 'payment not found' });
      const form = String(req.headers['content-type'] ?? '').startsWith(
        'application/x-www-form-urlencoded',
      );
      // The browser goes back to the app's order page, as a real PSP's return URL does.
      if (form) return reply.code(303).header('location', settled.payment.returnUrl).send();
      return {
        gatewayOrderNo: settled.payment.gatewayOrderNo,
        orderNo: settled.payment.merchantOrderNo,
        status: settled.payment.status,
        callbackDelivered: settled.delivered,
        returnUrl: settled.payment.returnUrl,
      };
    });

    scope.post<{ Params: { no: string } }>('/sandbox/gateway/resend/:no', async (req, reply) => {
      const no = gatewayOrderNo.safeParse(req.params.no);
      const sent = no.success ? await gateway.resend(no.data) : null;
      if (!sent) return reply.code(404).send({ error: 'no callback to resend' });
      return { gatewayOrderNo: no.data, callbackDelivered: sent.delivered };
    });
  });
}

function html(reply: FastifyReply, body: string) {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function payPage(p: SandboxPayment, market: Market): string {
  const amount = formatMoney(p.amount, market.code, market.code === 'ID' ? 'id' : 'en');
  const action = `/sandbox/gateway/pay/${encodeURIComponent(p.gatewayOrderNo)}`;
  const settled = p.status !== 'created';
  const buttons = settled
    ? `<p class="status ${p.status}">Payment ${p.status === 'success' ? 'succeeded' : 'failed'}</p>
       <a class="btn pay" href="${escapeHtml(p.returnUrl)}">Back to the merchant</a>`
    : `<form method="post" action="${action}"><input type="hidden" name="outcome" value="success">
         <button class="btn pay" type="submit">Pay ${escapeHtml(amount)}</button></form>
       <form method="post" action="${action}"><input type="hidden" name="outcome" value="fail">
         <button class="btn fail" type="submit">Fail</button></form>`;
  return page(
    'Sandbox payment',
    `<div class="card">
      <p class="label">Amount</p><p class="amount">${escapeHtml(amount)}</p>
      <dl><dt>Merchant order</dt><dd>${escapeHtml(p.merchantOrderNo)}</dd>
      <dt>Gateway order</dt><dd>${escapeHtml(p.gatewayOrderNo)}</dd></dl>
      ${buttons}
    </div>
    <p class="note">Sandbox gateway: no real money moves. Pay or Fail sends a signed callback to the merchant.</p>`,
  );
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f2f4f8;color:#1c2230}
header{background:#1f6feb;color:#fff;padding:14px 16px;font-weight:600}
main{max-width:480px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.label{margin:0;color:#667;font-size:13px}.amount{margin:4px 0 12px;font-size:28px;font-weight:700}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:13px;margin:0 0 16px}
dt{color:#667}dd{margin:0;word-break:break-all}
form{margin:0 0 10px}.btn{display:block;box-sizing:border-box;width:100%;padding:14px;border:0;border-radius:10px;font-size:16px;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.pay{background:#1f9d55;color:#fff}.fail{background:#e5e7eb;color:#b42318}
.status{font-weight:600}.status.success{color:#1f9d55}.status.failed{color:#b42318}
.note{color:#667;font-size:12px;text-align:center}
</style></head>
<body><header>Sandbox Pay</header><main>${content}</main></body></html>`;
}
