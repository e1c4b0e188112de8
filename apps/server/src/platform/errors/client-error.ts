import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import { AppError } from './app-error';

/** The catalogue error for a request Node's HTTP parser refused before Fastify saw it. */
export function clientErrorOf(error: ConnectionError): AppError {
  if (error.code === 'HPE_HEADER_OVERFLOW') return new AppError('HEADERS_TOO_LARGE');
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return new AppError('REQUEST_TIMEOUT');
  return new AppError('BAD_REQUEST');
}

/**
 * Fastify's `clientErrorHandler` option: an address or headers too large for the parser (431), a
 * request that came too slowly (408) or a request that is not HTTP (400) still gets the
 * `{ code, message }` contract with its Korean message, then the connection is closed.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer (https://nodejs.org/api/http.html#event-clienterror).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const appError = clientErrorOf(error);
    const body = JSON.stringify(appError.toBody());
    socket.write(
      `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
