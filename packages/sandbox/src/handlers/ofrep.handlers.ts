import type { EvaluationContext } from '@openfeature/core';
import { HttpResponse, http } from 'msw';
import { flagdConfiguration } from '../flags/flagd-configuration.ts';
import type { SandboxContext } from './sandbox-context.ts';

/**
 * The operator's flag service, as OFREP (the OpenFeature Remote Evaluation Protocol) serves it:
 * the bulk evaluation the web provider asks for and the one-flag evaluation, over the `flags/`
 * files in flagd's format, evaluated by flagd's own engine (targeting, fractional rollouts on
 * the context's targetingKey). Served under any base path (`/mocks/flags` in the sandbox), as an
 * operator's flagd, GO Feature Flag or Flipt serves it under theirs.
 */
export function ofrepHandlers(ctx: SandboxContext) {
  return [
    http.post('*/ofrep/v1/evaluate/flags', async ({ request }) => {
      const context = await requestContext(request);
      if (!context) return invalidContext();
      const core = await flagdCore(ctx);
      if (!core) return parseError();
      const flags = core
        .resolveAll(context)
        .map((details) =>
          details.errorCode
            ? { key: details.flagKey, errorCode: details.errorCode, errorDetails: details.errorMessage }
            : ofrepResult(details),
        );
      return HttpResponse.json({ flags });
    }),
    http.post<{ key: string }>('*/ofrep/v1/evaluate/flags/:key', async ({ request, params }) => {
      const context = await requestContext(request);
      if (!context) return invalidContext();
      const core = await flagdCore(ctx);
      if (!core) return parseError();
      const details = core.resolveAll(context).find((flag) => flag.flagKey === params.key);
      if (!details) {
        return HttpResponse.json(
          { key: params.key, errorCode: 'FLAG_NOT_FOUND', errorDetails: `no enabled flag ${params.key}` },
          { status: 404 },
        );
      }
      if (details.errorCode) {
        return HttpResponse.json(
          { key: params.key, errorCode: details.errorCode, errorDetails: details.errorMessage },
          { status: 400 },
        );
      }
      return HttpResponse.json(ofrepResult(details));
    }),
  ];
}

type Resolution = ReturnType<import('@openfeature/flagd-core').FlagdCore['resolveAll']>[number];

function ofrepResult(details: Resolution) {
  return {
    key: details.flagKey,
    value: details.value,
    reason: details.reason,
    ...(details.variant ? { variant: details.variant } : {}),
    metadata: details.flagMetadata,
  };
}

/** The request's `context`, or undefined when the body is not `{ context?: object }`. */
async function requestContext(request: Request): Promise<EvaluationContext | undefined> {
  const body: unknown = await request.json().catch(() => undefined);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const context = (body as { context?: unknown }).context ?? {};
  return context && typeof context === 'object' && !Array.isArray(context)
    ? (context as EvaluationContext)
    : undefined;
}

/**
 * flagd's engine over the files as they are now. Loaded on the first evaluation, not with the
 * sandbox: the browser sandbox starts before the storefront's first paint and must not carry it.
 */
async function flagdCore(ctx: SandboxContext) {
  const { FlagdCore } = await import('@openfeature/flagd-core');
  const core = new FlagdCore();
  try {
    core.setConfigurations(flagdConfiguration(ctx.flags));
    return core;
  } catch (error) {
    console.warn('[sandbox] the flags/ files are not a valid flagd configuration', error);
    return undefined;
  }
}

const invalidContext = () =>
  HttpResponse.json(
    { errorCode: 'INVALID_CONTEXT', errorDetails: 'the body must be a JSON object with a context object' },
    { status: 400 },
  );

const parseError = () =>
  HttpResponse.json(
    { errorCode: 'PARSE_ERROR', errorDetails: 'the flags/ files are not a valid flagd configuration' },
    { status: 500 },
  );
