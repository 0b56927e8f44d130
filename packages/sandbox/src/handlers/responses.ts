import { HttpResponse } from 'msw';
import { FAILURES, type FailureSpec } from '../domain/failures.ts';

/** The gateway's failure envelope (docs/GATEWAY-CONTRACT.md). */
export function failureResponse(
  spec: FailureSpec,
  headers?: HeadersInit,
  extra?: Readonly<Record<string, unknown>>,
): Response {
  return HttpResponse.json(
    { failure: { errorId: spec.errorId, errorCode: spec.errorCode, message: spec.message, ...extra } },
    { status: spec.status, ...(headers ? { headers } : {}) },
  );
}

export function notFoundResponse(): Response {
  return failureResponse(FAILURES.notFound);
}

/** The sandbox's own routes under /mocks answer plain JSON, not the gateway envelope. */
export function mockJson(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status });
}
