import { Controller, Get, Header, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { RemindersService } from './reminders.service';
import { UNSUBSCRIBE_CONFIRM_PAGE, UNSUBSCRIBED_PAGE } from './unsubscribe-pages';

@ApiTags('reminders')
@Controller('reminders')
export class RemindersController {
  constructor(private readonly reminders: RemindersService) {}

  /** The link in every digest: a page asking to confirm, so opening the link changes nothing. */
  @Get('unsubscribe')
  @Header('Cache-Control', 'no-store')
  confirmPage(@Res({ passthrough: true }) res: Response, @Query('token') token?: string): string {
    this.reminders.checkUnsubscribeLink(token);
    // Set only for a good link: a bad one still answers the JSON error contract.
    res.type('html');
    return UNSUBSCRIBE_CONFIRM_PAGE;
  }

  /** The page's button, and RFC 8058 one-click unsubscribe sent by mail clients from the List-Unsubscribe header. */
  @Post('unsubscribe')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async unsubscribe(@Res({ passthrough: true }) res: Response, @Query('token') token?: string): Promise<string> {
    await this.reminders.unsubscribe(token);
    res.type('html');
    return UNSUBSCRIBED_PAGE;
  }
}
