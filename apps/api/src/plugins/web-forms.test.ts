/**
 * Forms posted to the storefront's pages before (or without) their scripts. The renderer here is a
 * stand-in with the web build's interface (the real actions are tested in apps/web and by the
 * journeys in e2e/before-scripts.spec.ts): for a posted contact form it sends the fields to the
 * contact API through the transport it is given, as the real action does, and answers with the
 * redirect and cookie, or the page with its status, the real one would.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema';
import { createTestApp } from '../test/test-app';

const STAND_IN = `
let send;
export function setApiTransport(transport) { send = transport; }
export async function renderPage(url, currency, form) {
  globalThis.__posts = [...(globalThis.__posts ?? []), form];
  if (!form) return { kind: 'page', status: 200, html: '<h1>Contact</h1>', state: '' };
  const fields = Object.fromEntries(new URLSearchParams(form.body));
  if (fields.boom) throw new Error('an action that fails');
  const answer = await send('/api/contact/send-message', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  if (answer.status === 201)
    return { kind: 'redirect', status: 303, location: '/contact?sent=1', cookies: ['seen=1; Path=/'] };
  const { message } = await answer.json();
  return { kind: 'page', status: answer.status, html: '<h1>Contact</h1><p role="alert">' + message + '</p>', state: '<script type="application/json" id="ssr-state">{}</script>' };
}
`;

let t: Awaited<ReturnType<typeof createTestApp>>;
const posts = () => (globalThis as { __posts?: unknown[] }).__posts ?? [];

beforeAll(async () => {
  const base = mkdtempSync(path.join(tmpdir(), 'web-forms-'));
  const webDist = path.join(base, 'dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  mkdirSync(path.join(base, 'dist-ssr'));
  writeFileSync(path.join(base, 'package.json'), '{"type":"module"}');
  writeFileSync(path.join(base, 'dist-ssr', 'entry-server.js'), STAND_IN);
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<html><head><title>x</title></head><body>\n<div id="root"></div>\n</body></html>',
  );
  t = await createTestApp({ webDist, publicUrl: 'https://shop.example' });
});
afterAll(() => t.close());

const FIELDS = {
  name: 'Asha Menon',
  email: 'asha@example.com',
  subject: 'Wholesale',
  message: 'Could you send your wholesale catalogue, please?',
};

function postForm(
  url: string,
  fields: Record<string, string>,
  { site = 'same-origin', address = '203.0.113.7', headers = {} as Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': site,
      origin: 'null',
      cookie: 'currency=INR',
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('forms posted to pages', () => {
  it("runs the page's action with the form and the visitor's cookies, then redirects with its cookie", async () => {
    const res = await postForm('/contact', { ...FIELDS, subject: 'Posted early' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact?sent=1');
    expect(res.headers['set-cookie']).toEqual(['seen=1; Path=/']);
    expect(posts().at(-1)).toEqual({
      body: new URLSearchParams({ ...FIELDS, subject: 'Posted early' }).toString(),
      cookie: 'currency=INR',
    });
    const stored = await t.db.select().from(contactMessages);
    expect(stored.filter((m) => m.subject === 'Posted early')).toHaveLength(1);
  });

  it('answers with the page and its status when the action refuses, never cached', async () => {
    const res = await postForm('/contact', { ...FIELDS, email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<div id="root"><h1>Contact</h1><p role="alert">');
    expect(res.body).toContain('id="ssr-state"');
  });

  it("counts the action's API calls against the visitor's address, not the server's", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await postForm('/contact', FIELDS, { address: '198.51.100.9' })).statusCode);
    // The contact API takes 5 messages per address in 15 minutes.
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    expect((await postForm('/contact', FIELDS, { address: '198.51.100.10' })).statusCode).toBe(303);
  });

  it('refuses posts another site steers here, before any action runs', async () => {
    const before = posts().length;
    expect((await postForm('/contact', FIELDS, { site: 'cross-site' })).statusCode).toBe(403);
    const noFetchMetadata = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      payload: new URLSearchParams(FIELDS).toString(),
    });
    expect(noFetchMetadata.statusCode).toBe(403);
    expect(posts()).toHaveLength(before);
  });

  it('takes posts only on pages with forms, url-encoded and of a sane size', async () => {
    expect((await postForm('/about', FIELDS)).statusCode).toBe(404);
    const json = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify(FIELDS),
    });
    expect(json.statusCode).toBe(415);
    const huge = await postForm('/contact', { ...FIELDS, message: 'x'.repeat(70_000) });
    expect(huge.statusCode).toBe(413);
  });

  it('never lets the JSON API take a url-encoded body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/send-message',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(FIELDS).toString(),
    });
    expect(res.statusCode).toBe(415);
  });

  it('serves the shell with a 500 when an action fails unexpectedly', async () => {
    const res = await postForm('/contact', { ...FIELDS, boom: '1' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
