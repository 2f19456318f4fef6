import { Controller, Get, Header, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RemindersService } from './reminders.service';
import { UNSUBSCRIBE_CONFIRM_PAGE, UNSUBSCRIBED_PAGE } from './unsubscribe-pages';
import { ApiAdded, ApiErrors, ApiOk, media } from '../platform/openapi';

@ApiTags('reminders')
@Controller('reminders')
export class RemindersController {
  constructor(private readonly reminders: RemindersService) {}

  /** The link in every digest: a page asking to confirm, so opening the link changes nothing. */
  @Get('unsubscribe')
  @ApiOperation({
    summary: 'The page confirming an unsubscribe from e-mail reminders',
    description: 'HTML page asking to confirm, with a button that POSTs; changes nothing (mail scanners open links)',
  })
  @ApiAdded()
  @ApiOk('An HTML page asking to confirm; opening it changes nothing', { content: media('text/html') })
  @ApiErrors({ 400: 'The unsubscribe link is missing, forged or for an account that no longer exists' })
  @Header('Cache-Control', 'no-store')
  confirmPage(@Res({ passthrough: true }) res: Response, @Query('token') token?: string): string {
    this.reminders.checkUnsubscribeLink(token);
    // Set only for a good link: a bad one still answers the JSON error contract.
    res.type('html');
    return UNSUBSCRIBE_CONFIRM_PAGE;
  }

  /** The page's button, and RFC 8058 one-click unsubscribe sent by mail clients from the List-Unsubscribe header. */
  @Post('unsubscribe')
  @ApiOperation({
    summary: 'Turn e-mail reminders off (one-click)',
    description: "turns e-mail reminders off; 200 HTML page saying so (the page's button and RFC 8058 one-click)",
  })
  @ApiAdded()
  @ApiOk('An HTML page saying reminders are off', { content: media('text/html') })
  @ApiErrors({ 400: 'The unsubscribe link is missing, forged or for an account that no longer exists' })
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async unsubscribe(@Res({ passthrough: true }) res: Response, @Query('token') token?: string): Promise<string> {
    await this.reminders.unsubscribe(token);
    res.type('html');
    return UNSUBSCRIBED_PAGE;
  }
}
