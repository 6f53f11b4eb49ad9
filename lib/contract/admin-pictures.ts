import { z } from 'zod';

/** A picture the back office uploaded (POST /admin/pictures, multipart field `arquivo`): what a row then points at. */
export const storedPictureSchema = z.object({
  id: z.string().regex(/^[a-f0-9]{64}$/),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
