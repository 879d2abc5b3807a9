import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../contracts/common';
import { StoreContactMessage } from '../../../contracts/contact';
import { CONTACT_THANKS, type ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/api/contact',
    {
      schema: {
        body: StoreContactMessage,
        response: { 201: z.object({ message: z.string() }), 400: ApiError, 429: ApiError },
      },
      config: { limit: 'contact' },
    },
    async (request, reply) => {
      await contact.send(request.body);
      return reply.status(201).send({ message: CONTACT_THANKS });
    },
  );
};
