import { Controller, Get, Header, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { RemindersService } from './reminders.service';

const UNSUBSCRIBED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Trail: e-mail reminders off</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1>E-mail reminders are off</h1>
<p>You will not get Trail's weekly e-mail any more. You can turn it back on in your Learning plan.</p>
</body></html>`;

@ApiTags('reminders')
@Controller('reminders')
export class RemindersController {
  constructor(private readonly reminders: RemindersService) {}

  /** The link in every digest. */
  @Get('unsubscribe')
  @Header('Cache-Control', 'no-store')
  async unsubscribePage(
    @Res({ passthrough: true }) res: Response,
    @Query('token') token?: string,
  ): Promise<string> {
    await this.reminders.unsubscribe(token);
    // Set only on success: a bad link still answers the JSON error contract.
    res.type('html');
    return UNSUBSCRIBED_PAGE;
  }

  /** RFC 8058 one-click unsubscribe, sent by mail clients from the List-Unsubscribe header. */
  @Post('unsubscribe')
  @HttpCode(HttpStatus.NO_CONTENT)
  unsubscribe(@Query('token') token?: string): Promise<void> {
    return this.reminders.unsubscribe(token);
  }
}
