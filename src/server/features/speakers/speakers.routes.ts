import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  speakerCreateSchema,
  speakerDetailSchema,
  speakerListQuerySchema,
  speakerSchema,
  speakerUpdateSchema,
} from '@shared/schemas/speaker';
import { registerRecordRoutes } from '../../lib/record-routes';
import {
  createSpeaker,
  deleteSpeaker,
  getSpeaker,
  listSpeakers,
  updateSpeaker,
} from './speakers.service';

/**
 * Speakers: the paged list (also one account's record, ?userId=), GET one with the person's
 * talks, submissions, acceptance rate and signed links to their headshot and bio files, create and edit external speakers, delete.
 */
export const speakersRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRecordRoutes(app, {
    path: '/speakers',
    plural: 'speakers',
    tags: ['speakers'],
    schemas: {
      list: speakerListQuerySchema,
      record: speakerSchema,
      one: speakerDetailSchema,
      create: speakerCreateSchema,
      update: speakerUpdateSchema,
    },
    services: {
      list: listSpeakers,
      get: (db, id) => getSpeaker(db, id, (key) => app.signFileUrl(key)),
      create: createSpeaker,
      update: updateSpeaker,
      remove: deleteSpeaker,
    },
    deleteConflicts: true,
  });
};
