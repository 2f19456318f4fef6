import { Controller, Get, Header, NotFoundException, Param, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AvatarStorage } from '../integrations/avatar-storage';
import { ApiAdded, ApiErrors, ApiOk, media } from '../platform/openapi';

/** Public: avatars show on mentor pages and in e-mails. Names are random and never reused. */
@ApiTags('users')
@Controller('avatars')
export class AvatarController {
  constructor(private readonly storage: AvatarStorage) {}

  @Get(':file')
  @ApiOperation({
    summary: 'An avatar image',
    description: 'the avatar image (public, cached)',
  })
  @ApiAdded()
  @ApiOk('The image, cacheable for a year (names are never reused)', { content: media('image/webp') })
  @ApiErrors({ 404: 'No such avatar' })
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  // helmet's default same-origin policy would stop the dashboard's own origin from showing them.
  @Header('Cross-Origin-Resource-Policy', 'cross-origin')
  async serve(@Param('file') file: string): Promise<StreamableFile> {
    const avatar = await this.storage.open(file);
    if (!avatar) throw new NotFoundException('No such avatar');
    return new StreamableFile(avatar.stream, { type: avatar.contentType, length: avatar.length });
  }
}
