import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminBoard, AdminBoardQuery } from '../../../contracts/admin-board';
import { ApiError } from '../../../contracts/common';
import type { BoardService } from './board.service';

/** JSON already written through its contract, sent as it is (Fastify passes a JSON-typed string through). */
function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}

/**
 * GET /api/admin/board?date=yyyy-MM-dd: the Today board (issue 22). Staff only: /api/admin/* is
 * guarded by prefix (request-auth.ts), as every admin route. A date that is not a real day or lies
 * outside 2026-2052 is a 400 naming `date`. The 200's schema stays declared for the API's description.
 */
export const boardAdminRoutes: FastifyPluginAsyncZod<{ board: BoardService }> = async (app, { board }) => {
  app.get(
    '/api/admin/board',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: {
        querystring: AdminBoardQuery,
        response: { 200: AdminBoard, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    // The board comes as text already written through AdminBoard (board.service.ts, decision 0221):
    // a JSON string is sent as it is, without the response serializer's second pass over 300 cards.
    async (request, reply) => sendJsonText(reply, await board.boardText(request.query.date)),
  );
};
