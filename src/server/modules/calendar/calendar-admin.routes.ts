import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCalendarConflicts } from '../../../contracts/calendar';
import { ApiError } from '../../../contracts/common';
import type { CalendarConflictsService } from './calendar-conflicts.service';

/** Staff's view of what the calendar means for orders already placed. /api/admin/* is guarded by prefix. */
export const calendarAdminRoutes: FastifyPluginAsyncZod<{ conflicts: CalendarConflictsService }> = async (
  app,
  { conflicts },
) => {
  app.get(
    '/api/admin/calendar/conflicts',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: { response: { 200: AdminCalendarConflicts, 401: ApiError, 403: ApiError } },
    },
    async () => conflicts.list(),
  );
};
