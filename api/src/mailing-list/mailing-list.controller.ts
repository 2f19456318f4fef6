import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../platform/throttling';
import { JoinMailingListDto } from './dto/join-mailing-list.dto';
import { MailingListService } from './mailing-list.service';
import { ApiCreated, ApiErrors, sharedType, WHY } from '../platform/openapi';

export const JOINED_MESSAGE = "Thank you! You're on the list.";

@ApiTags('mailing list')
@Controller('mailinglist')
export class MailingListController {
  constructor(private readonly mailingList: MailingListService) {}

  /** Public: the waitlist page, the newsletter and the Trailbank interest form; limited per IP and per e-mail against scripted floods. */
  @Post()
  @ApiOperation({
    summary: 'Join the mailing list',
    description:
      'Request: `{ email, reason? }`, reason `waitlist` (default), `Bank` or `Subscribe`. Answer: 201 `{ ' +
      'message }`; the same e-mail and reason twice is stored once',
  })
  @ApiCreated('The address is on the list (the same answer when it already was)', sharedType('MessageResponse'))
  @ApiErrors({ 400: WHY.invalid })
  @RateLimit('mailingList')
  async join(@Body() body: JoinMailingListDto): Promise<{ message: string }> {
    await this.mailingList.join(body.email, body.reason ?? 'waitlist');
    return { message: JOINED_MESSAGE };
  }
}
