import sharp from 'sharp';
import { AVATAR_SIZE_PX, EMPTY_AVATAR, NOT_AN_IMAGE, toAvatarWebp } from './avatar-image';

const photo = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .toFormat(format)
    .toBuffer();

describe('toAvatarWebp', () => {
  it('turns a wide photo into a small square WebP', async () => {
    const avatar = await toAvatarWebp(await photo(1200, 800, 'jpeg'));
    const metadata = await sharp(avatar).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX });
  });

  it('refuses bytes that are not an image, whatever their name says', async () => {
    await expect(toAvatarWebp(Buffer.from('%PDF-1.7 not a picture'))).rejects.toThrow(NOT_AN_IMAGE);
  });

  it('refuses an empty file with a message saying so', async () => {
    await expect(toAvatarWebp(Buffer.alloc(0))).rejects.toThrow(EMPTY_AVATAR);
  });

  it('refuses a truncated image', async () => {
    const png = await photo(300, 300);
    await expect(toAvatarWebp(png.subarray(0, 60))).rejects.toThrow(NOT_AN_IMAGE);
  });

  it('refuses SVG, which could carry scripts and links', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    await expect(toAvatarWebp(svg)).rejects.toThrow(NOT_AN_IMAGE);
  });
});
