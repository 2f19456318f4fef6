import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FreeTimeResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, RequireAccess } from '../../session';
import { AvailabilityService } from './availability.service';
import { CalendarDatePipe } from './blocked-date.param';
import { FreeTimeDto } from './free-time.dto';
import { ApiAdded, ApiErrors, ApiOk, sharedType, WHY } from '../../platform/openapi';

/**
 * The spec's `/users/freetime` paths, owned by the mentors module. MentorsModule is imported before
 * UsersModule so these routes are registered before `GET/PUT /users/:id`, which would take "freetime"
 * for an id (test/mentors/mentor-availability.e2e-spec.ts checks it).
 */
@ApiTags('mentors')
@RequireAccess({ roles: ['mentor'] })
@Controller('users/freetime')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get()
  @ApiOperation({
    summary: "The mentor's weekly free-time slots and blocked dates",
    description: '`FreeTimeResponse` `{ data: FreeTimeSlot[], google: false, blockedDates }`',
  })
  @ApiOk("The mentor's free-time slots and blocked dates", sharedType('FreeTimeResponse'))
  get(@CurrentUser() caller: AuthUser): Promise<FreeTimeResponse> {
    return this.availability.get(caller.id);
  }

  /** Adds slots; refuses the lot if any of them clashes with another. Answers every slot. */
  @Put()
  @ApiOperation({
    summary: 'Add weekly free-time slots (all or none)',
    description:
      'Request: mentor; `FreeTimeBody` `{ freeTime: [{ day 0–6, hour 0–23, minute 0/15/30/45, timezone ' +
      'IANA }] }` (1–50). Answer: `FreeTimeResponse`; adds the slots, or none of them: a slot that starts ' +
      'less than an hour from another (in absolute time, any day of the coming year) → 409 naming both; ' +
      'more than 50 slots → 400',
  })
  @ApiOk('Every slot, the new ones included', sharedType('FreeTimeResponse'))
  @ApiErrors({ 400: WHY.invalid, 409: 'A new slot clashes with another one (none were added), or the slots changed meanwhile' })
  add(@CurrentUser() caller: AuthUser, @Body() body: FreeTimeDto): Promise<FreeTimeResponse> {
    return this.availability.addSlots(caller.id, body.freeTime);
  }

  @Put('blocked/:date')
  @ApiOperation({
    summary: 'Block one date: no slot is offered on it',
    description:
      'Request: mentor; `:date` YYYY-MM-DD, today to 366 days ahead. Answer: `FreeTimeResponse`; no slot ' +
      "is offered that date (read in each slot's zone); blocking twice is the same; past → 400; at most 100",
  })
  @ApiAdded()
  @ApiOk('Every slot and blocked date, this date included', sharedType('FreeTimeResponse'))
  @ApiErrors({ 400: 'The date is not a calendar date (YYYY-MM-DD), is past or too far ahead, or too many dates are blocked' })
  block(@CurrentUser() caller: AuthUser, @Param('date', CalendarDatePipe) date: string): Promise<FreeTimeResponse> {
    return this.availability.block(caller.id, date);
  }

  @Delete('blocked/:date')
  @ApiOperation({
    summary: 'Unblock a date',
    description: '`FreeTimeResponse`; a date not blocked → 404',
  })
  @ApiAdded()
  @ApiOk('Every slot and blocked date, this date no longer blocked', sharedType('FreeTimeResponse'))
  @ApiErrors({ 400: 'The date is not a calendar date (YYYY-MM-DD)', 404: 'This date is not blocked' })
  unblock(@CurrentUser() caller: AuthUser, @Param('date', CalendarDatePipe) date: string): Promise<FreeTimeResponse> {
    return this.availability.unblock(caller.id, date);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Remove a free-time slot',
    description: '`FreeTimeResponse`; unknown slot → 404',
  })
  @ApiOk('Every slot left', sharedType('FreeTimeResponse'))
  @ApiErrors({ 400: WHY.invalidId, 404: 'The mentor has no such slot' })
  remove(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<FreeTimeResponse> {
    return this.availability.removeSlot(caller.id, id);
  }
}
