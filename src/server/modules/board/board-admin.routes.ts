import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminBoard, AdminBoardQuery } from '../../../contracts/admin-board';
import { ApiError } from '../../../contracts/common';
import type { BoardService } from './board.service';

/**
 * GET /api/admin/board?date=yyyy-MM-dd: the Today board (issue 22). Staff only: /api/admin/* is
 * guarded by prefix (request-auth.ts), as every admin route. A date that is not a real day or lies
 * outside 2026-2052 is a 400 naming `date`.
 */
export const boardAdminRoutes: FastifyPluginAsyncZod<{ board: BoardService }> = async (app, { board }) => {
  app.get(
    '/api/admin/board',
    {
      config: { cache: 'no-store' },
      schema: {
        querystring: AdminBoardQuery,
        response: { 200: AdminBoard, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => board.board(request.query.date),
  );
};
