import { Module } from '@nestjs/common';
import { GoogleCalendarClient } from './google-calendar.client';

@Module({ providers: [GoogleCalendarClient], exports: [GoogleCalendarClient] })
export class CalendarModule {}
