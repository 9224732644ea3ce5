/**
 * The small page a mailed link opens (confirm, unsubscribe): plain HTML, no scripts, the shop's
 * look. Shared by the newsletter and the back-in-stock alerts.
 */
import type { FastifyReply } from 'fastify';

export type MessagePage = { title: string; text: string };

/** The texts are the shop's own, never user input: nothing here needs escaping. */
export const renderMessagePage = ({ title, text }: MessagePage) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${title} | Mindful Marks</title><style>body{font-family:Georgia,serif;background:#f5efe4;color:#263629;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#fffdf8;padding:32px;border-radius:12px;max-width:420px;text-align:center}a{color:#3f5a4a}</style></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Back to the shop</a></p></main></body></html>`;

/** Answers `done` when the link was known, else `unknown` with a 404; never cached. */
export const sendMessagePage = (
  reply: FastifyReply,
  found: boolean,
  done: MessagePage,
  unknown: MessagePage,
) =>
  reply
    .status(found ? 200 : 404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(renderMessagePage(found ? done : unknown));
