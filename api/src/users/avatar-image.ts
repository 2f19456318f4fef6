import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';
import { concurrencyLimit } from '../platform/concurrency';

export const AVATAR_SIZE_PX = 256;
export const NOT_AN_IMAGE = 'The avatar must be an image (JPEG, PNG, WebP, GIF, AVIF or HEIC)';
export const EMPTY_AVATAR = 'The avatar file is empty';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** Refuses decompression bombs (a few KB of PNG can claim billions of pixels); phone photos are 12–24 MP. */
const MAX_INPUT_PIXELS = 24_000_000;
/** A decode of a large photo takes about 100 MB and a core; two at a time keeps the API responsive. */
const decodes = concurrencyLimit(2);

/**
 * Reads the uploaded bytes themselves (the declared mimetype is the client's word) and makes a
 * small square WebP: phone photos are megabytes, the dashboard shows avatars at a few dozen pixels.
 */
export function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  // sharp throws at once on an empty buffer, before any promise could turn it into NOT_AN_IMAGE.
  if (bytes.length === 0) return Promise.reject(new BadRequestException(EMPTY_AVATAR));
  return decodes(() => decodeToWebp(bytes));
}

async function decodeToWebp(bytes: Buffer): Promise<Buffer> {
  const format = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .then((metadata) => metadata.format, () => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new BadRequestException(NOT_AN_IMAGE);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new BadRequestException(NOT_AN_IMAGE);
  }
}
