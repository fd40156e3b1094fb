import type { FastifyReply } from 'fastify';

/** Answers a download: its type, a file name to save it under, never cached by a shared cache. */
export function sendFile(reply: FastifyReply, type: string, fileName: string, body: string | Buffer) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

/** A CSV download (UTF-8). */
export const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  sendFile(reply, 'text/csv; charset=utf-8', fileName, csv);
