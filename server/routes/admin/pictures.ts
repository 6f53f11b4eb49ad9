import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storedPictureSchema } from '../../../lib/contract/admin-pictures';
import { readMultipart, registerMultipart } from '../../http/multipart';
import { requireStaff } from '../../http/staff-auth';
import type { Services } from '../../services';
import { ValidationError } from '../../services/errors';
import { PICTURE_RULES } from '../../services/images/uploaded-picture';
import { adminErrors } from './admin-errors';

/**
 * Manager and owner: one uploaded picture (multipart, file field `arquivo`) checked, re-encoded and stored; the
 * answer's url is what a product, banner or seller then saves. Uploading alone changes nothing the shop shows.
 */
export const adminPictureRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  requireStaff(app, services.staff.sessions, ['owner', 'manager']);
  await registerMultipart(app, { files: 1, fileSize: PICTURE_RULES.maxBytes });
  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Upload a picture (multipart, file field arquivo): JPEG, PNG, WebP or AVIF',
        consumes: ['multipart/form-data'],
        response: { 200: storedPictureSchema, ...adminErrors },
      },
    },
    async (req) => {
      const { files } = await readMultipart(req, ['arquivo']);
      const file = files.arquivo;
      if (!file) throw new ValidationError({ arquivo: ['required'] });
      return services.images.store(file, 'arquivo');
    },
  );
};
