/** Reads image files from a multipart request, with size and count limits turned into clear errors. */
import type { FastifyRequest } from 'fastify';
import { BadRequestError, HttpError } from '../../lib/errors';

export async function readImageFiles(request: FastifyRequest, max: number): Promise<Buffer[]> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send images as multipart/form-data');
  const files: Buffer[] = [];
  try {
    for await (const part of request.files({ limits: { fileSize: 5 * 1024 * 1024, files: max } })) {
      files.push(await part.toBuffer());
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'Each image must be 5 MB or smaller');
    if (code === 'FST_FILES_LIMIT') throw new BadRequestError(`At most ${max} images at once`);
    throw new BadRequestError('The upload could not be read');
  }
  if (files.length === 0) throw new BadRequestError('Choose at least one image');
  return files;
}
