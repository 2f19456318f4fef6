import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { MAX_UPLOAD_BYTES } from '@trail/shared';
import type { Observable } from 'rxjs';
import { type AuthUser, ownId } from '../session';

export const AVATAR_TOO_LARGE = `The avatar must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
export const AVATAR_FORM_ONLY = 'Send the picture as the one file field "avatar", with no other fields';

/** Multer stops reading at the first byte past the limit, so a huge upload is cut off early. */
const MulterAvatar = FileInterceptor('avatar', {
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0 },
});

/** Reads a multipart `avatar` into memory (JSON requests pass through) and words multer's errors. */
@Injectable()
export class AvatarUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor = new MulterAvatar();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    // Someone else's id is refused before a byte of the upload is read.
    const req = context.switchToHttp().getRequest<{ params: { id: string }; user: AuthUser }>();
    ownId(req.params.id, req.user);
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(AVATAR_TOO_LARGE);
      if (error instanceof BadRequestException) throw new BadRequestException(AVATAR_FORM_ONLY);
      throw error;
    }
  }
}
