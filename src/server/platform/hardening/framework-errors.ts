/**
 * Answers for the requests Fastify refuses before routing (a broken percent escape, a path
 * parameter over `maxParamLength`): by default it writes its own body, naming its error codes
 * (`FST_ERR_…`), echoing the whole path and skipping every hook, so none of our headers. Here
 * they get the shop's error shape and headers like any other 4xx (security R9, R11; P39).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const ANSWERS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_URL', message: 'The address is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URI_TOO_LONG', message: 'The address is too long' },
};
const OTHER = { status: 500, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' };

/**
 * The headers helmet gives every other API answer, for answers sent before its hook runs (these,
 * and the TRACE refusal in app.ts).
 */
export const ERROR_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-store',
};

export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const answer = (error.code && ANSWERS[error.code]) || OTHER;
  if (answer === OTHER) request.log.error({ err: error }, 'framework error');
  void reply
    .status(answer.status)
    .headers({ ...ERROR_SECURITY_HEADERS, 'x-request-id': String(request.id) })
    .type('application/json; charset=utf-8')
    .send({ message: answer.message, code: answer.code, requestId: String(request.id) });
}
