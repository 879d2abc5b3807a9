import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StoreContactMessage } from '../../../contracts/contact';
import type { Db } from '../../db/client';
import { CONTACT_THANKS, saveContactMessage } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ db: Db; limit: object }> = async (app, { db, limit }) => {
  app.post(
    '/api/contact',
    { schema: { body: StoreContactMessage }, config: { rateLimit: limit } },
    async (request, reply) => {
      await saveContactMessage(db, request.body);
      return reply.status(201).send({ message: CONTACT_THANKS });
    },
  );
};
